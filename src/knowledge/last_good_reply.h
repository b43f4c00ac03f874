// Last good reply with forgetting (Baier and Drake, "The Power of Forgetting: Improving the
// Last-Good-Reply Policy in Monte Carlo Go", 2010): the playouts remember, for each colour, the
// reply that won the last simulation in which it answered the same previous move (LGR-1) or the
// same previous two moves (LGR-2), play it again when it is legal, and forget it as soon as it
// is part of a lost simulation. The table is shared by the search threads; its entries are
// relaxed atomics, as a lost or stale reply only costs a playout's quality.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>

#include "types.h"

namespace tianyuan {

class LastGoodReplies {
  public:
    LastGoodReplies();

    // The reply that won for c after `lastButOne` then `last` (LGR-2), else after `last` alone
    // (LGR-1); PASS when there is none, or when `last` is a pass.
    Point reply(Color c, Point lastButOne, Point last) const;
    // Learns from one simulation's moves in order (the tree's and the playout's) and its winner
    // (EMPTY for a draw: nothing learnt): the winner's replies are stored, the loser's replies
    // are forgotten where they are the ones stored. Passes are never stored as replies.
    void learn(std::span<const Move> moves, Color winner);
    void clear();

  private:
    static size_t colourIndex(Color c) { return c == Color::BLACK ? 0 : 1; }
    std::atomic<uint16_t>& one(Color c, Point last) const;
    std::atomic<uint16_t>& two(Color c, Point lastButOne, Point last) const;

    std::unique_ptr<std::atomic<uint16_t>[]> one_;  // [colour][last]
    std::unique_ptr<std::atomic<uint16_t>[]> two_;  // [colour][lastButOne][last]
};

}  // namespace tianyuan
