// final_score, final_status_list and GoGui's ownership board judge a position from one shared
// search (position_analysis.h): the dead stones follow the player's ownership, whatever it is,
// and the search is made once per position. A player that cannot search falls back to light
// playouts.
#include <doctest/doctest.h>

#include <sstream>

#include "baseline_player.h"
#include "engine.h"

using namespace tianyuan;

namespace {

// A player whose analysis gives every stone to its own colour, except the chain at the vertex
// `given`, which it gives to the opponent; it counts its searches.
class FixedOwnershipPlayer : public Player {
  public:
    FixedOwnershipPlayer(std::string given, int* searches)
        : given_(std::move(given)), searches_(searches) {}
    std::string describe() const override { return "fixed ownership"; }
    MoveChoice chooseMove(const GameHistory&, Color, const SearchBudget&) override { return {}; }
    std::optional<RootSnapshot> analysePosition(const GameHistory& game, Color color, int,
                                                const Clock*) override {
        ++*searches_;
        const Board& b = game.board();
        const Point given = *tryParseVertex(given_, b.size());
        RootSnapshot s;
        s.toMove = color;
        s.outcomeSamples = 1;
        s.blackOwnership.assign(static_cast<size_t>(b.size() * b.size()), 0.0);
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                const Point p = b.point(x, y);
                double owner = b.at(p) == Color::BLACK ? 1 : (b.at(p) == Color::WHITE ? -1 : 0);
                if (b.at(p) != Color::EMPTY && b.at(given) != Color::EMPTY &&
                    b.chainHead(p) == b.chainHead(given))
                    owner = -owner;
                s.blackOwnership[static_cast<size_t>(x + y * b.size())] = owner;
            }
        return s;
    }

  private:
    std::string given_;
    int* searches_;
};

std::string ok(GtpEngine& e, const std::string& line) {
    const std::string a = e.handleLine(line);
    INFO(line << " -> " << a);
    REQUIRE(a.rfind("= ", 0) == 0);
    return a.substr(2, a.size() - 4);
}

// Two walls on 9x9: Black's on the D line, White's on the E line.
void setUpWalls(GtpEngine& e, const std::string& more = "") {
    ok(e, "boardsize 9");
    ok(e, "clear_board");
    ok(e, "komi 7.5");
    std::string setup = "gogui-setup";
    for (int row = 1; row <= 9; ++row)
        setup += " B D" + std::to_string(row) + " W E" + std::to_string(row);
    ok(e, setup + more);
}

}  // namespace

TEST_CASE("final_status_list and final_score follow the shared search's ownership") {
    int searches = 0;
    // The analysis gives Black's whole D wall to White (light playouts would not).
    EngineOptions options;
    options.seed = 3;
    GtpEngine e(options, std::make_unique<FixedOwnershipPlayer>("D5", &searches));
    setUpWalls(e);
    CHECK(ok(e, "final_status_list dead") == "D9 D8 D7 D6 D5 D4 D3 D2 D1");
    CHECK(ok(e, "final_status_list alive") == "E9 E8 E7 E6 E5 E4 E3 E2 E1");
    // White owns all 81 points, plus komi.
    CHECK(ok(e, "final_score") == "W+88.5");
    // The ownership board shows the same search: D5 owned by White.
    const std::string board = ok(e, "tianyuan-ownership");
    std::istringstream rows(board);
    std::string line;
    for (int k = 0; k < 5; ++k) std::getline(rows, line);  // "", rows 9..6
    std::getline(rows, line);                              // row 5
    std::istringstream cells(line);
    std::string cell;
    for (int k = 0; k < 4; ++k) cells >> cell;  // A5 .. D5
    CHECK(cell == "-1.00");
    CHECK(searches == 1);  // one search of the position for all four answers
    ok(e, "play w pass");
    ok(e, "final_score");
    CHECK(searches == 2);  // a new position, a new search
}

TEST_CASE("final_status_list: a player that cannot search is judged by light playouts") {
    EngineOptions options;
    options.seed = 3;
    options.statusPlayouts = 300;
    GtpEngine e(options, std::make_unique<BaselineRandomPlayer>(3));
    setUpWalls(e, " B H5");
    // Light playouts: Black's H5 has no room among White's 40 points; the walls live.
    CHECK(ok(e, "final_status_list dead") == "H5");
    CHECK(ok(e, "final_score") == "W+16.5");
}
