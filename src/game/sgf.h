// SGF (FF[4], and the FF[1]-FF[3] forms old records use, GM[1]): reading a game's main line and
// writing a game record.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "history.h"

namespace tianyuan {

// Every failure of reading or loading SGF; what() says what is wrong and where, on one line.
class SgfError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct SgfProperty {
    std::string id;
    std::vector<std::string> values;
};
using SgfNode = std::vector<SgfProperty>;

// Limits against hostile files (a real game record is far below each).
inline constexpr size_t MAX_SGF_FILE_BYTES = size_t{64} << 20;
inline constexpr int MAX_SGF_VARIATION_DEPTH = 10000;
inline constexpr size_t MAX_SGF_MAIN_LINE_NODES = 100000;
inline constexpr size_t MAX_SGF_MAIN_LINE_VALUES = 1000000;

// The text of an SGF file. Throws SgfError when it is missing, not a regular file, unreadable or
// larger than MAX_SGF_FILE_BYTES.
std::string readSgfFile(const std::string& path);

// The nodes of the main line of the first game tree (the first variation at every branch),
// text before it and after it ignored. A property repeated in one node is merged (AB[pd]AB[dd]
// is AB[pd][dd]); FF[3] identifiers lose their lowercase letters (AddBlack = AB); a tree may
// omit the ';' of its first node, and an empty variation "()" is ignored. A text that ends
// between nodes without closing its trees gives the nodes read, with `complete` (when given)
// set to false. Throws SgfError on anything else malformed: no game tree, a text that ends
// inside a value, a property without a value, a value without a property, or the limits above
// exceeded.
std::vector<SgfNode> parseSgfMainLine(std::string_view text, bool* complete = nullptr);

// Root properties shared by the readers: SZ ("19", or the square "19:19"; 19 when absent) and
// a list of setup points (AB/AW/AE values, "aa:cc" rectangles expanded). Throw SgfError.
int parseSgfSize(const SgfNode& root);
std::vector<Point> parseSgfPointList(const std::vector<std::string>& values, int size,
                                     std::string_view id);

// Loads the main line into `game` (rules other than komi are kept): SZ (2..25), KM (points;
// a quarter value such as 3.75 is read as stones, the Chinese way, and doubled; SGB's KI in
// half points when there is no KM), HA, setup stones AB/AW/AE (at the root they form the first
// position; later they restart the history from the position they give), PL (B, W, or the old
// 1 and 2; in a node with moves it names the player after them), then the moves B/W (in a node
// with both, in the order written; "" and, up to 19x19, "tt" are passes; a move that repeats
// an earlier position is loaded as recorded). Only the moves before move number `beforeMove`
// are played, and the colour of that move is to move (all moves when nullopt or past the end).
// Returns the new komi if the file had one, and warnings for what was loaded despite a doubt.
// Throws SgfError (and leaves `game` unchanged) on a bad size, komi, handicap or point, a point
// given two colours in one node, setup stones without liberties, or an illegal move (occupied,
// suicide, the simple ko).
struct SgfLoadResult {
    std::optional<int> komiHalfPoints;
    std::vector<std::string> warnings;
};
SgfLoadResult loadSgf(std::string_view text, std::optional<int> beforeMove, GameHistory& game);

// A record of the game so far: FF[4] GM[1] SZ RU[Chinese] KM HA, the first position as AB/AW
// (PL when there are setup stones, a handicap or White first), RE when `result` is not empty,
// the moves.
std::string writeSgf(const GameHistory& game, std::string_view result, std::string_view program);

// SGF point "dd" <-> Point on a board of `size` ("" and, up to 19x19, "tt" are passes).
std::optional<Point> tryParseSgfPoint(std::string_view text, int size);
std::string formatSgfPoint(Point p, int size);

// A property value as error messages show it: control characters replaced by '?', at most 24
// characters (then "..."), so that a message stays one short line.
std::string printableSgfValue(std::string_view value);

}  // namespace tianyuan
