// SGF (FF[4], GM[1]) reading of a game's main line and writing of a game record.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "history.h"

namespace tianyuan {

class SgfError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct SgfProperty {
    std::string id;
    std::vector<std::string> values;
};
using SgfNode = std::vector<SgfProperty>;

// The nodes of the main line (first variation at every branch). Throws SgfError on malformed
// text: no game tree, unbalanced brackets, a property without a value, text outside the tree.
std::vector<SgfNode> parseSgfMainLine(std::string_view text);

// Loads the main line into `game` (rules other than komi are kept): SZ (2..25), KM (points;
// a quarter value such as 3.75 is read as stones, the Chinese way, and doubled), HA, setup
// stones AB/AW/AE (at the root they form the first position; later they restart the history from
// the position they give), PL, then the moves B/W. Only the moves before move number
// `beforeMove` are played (all when nullopt). Returns the new komi if the file had one.
// Throws SgfError (and leaves `game` unchanged) on a bad size, a bad point or an illegal move.
struct SgfLoadResult {
    std::optional<int> komiHalfPoints;
};
SgfLoadResult loadSgf(std::string_view text, std::optional<int> beforeMove, GameHistory& game);

// A record of the game so far: FF[4] GM[1] SZ RU[Chinese] KM HA, the first position as AB/AW
// (PL when the first player is not the usual one), RE when `result` is not empty, the moves.
std::string writeSgf(const GameHistory& game, std::string_view result, std::string_view program);

// SGF point "dd" <-> Point on a board of `size` ("" and, up to 19x19, "tt" are passes).
std::optional<Point> tryParseSgfPoint(std::string_view text, int size);
std::string formatSgfPoint(Point p, int size);

}  // namespace tianyuan
