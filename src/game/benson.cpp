#include "benson.h"

#include <algorithm>

namespace tianyuan {

namespace {

// One colour's pass of the algorithm: its chains (by head) and the regions of points it does
// not occupy; a region is vital to a chain when every empty point of the region is one of the
// chain's liberties.
class BensonPass {
  public:
    BensonPass(const Board& board, Color color) : board_(board), color_(color) {
        findChains();
        findRegions();
    }

    void run(UnconditionalLife& out) {
        std::vector<bool> chainAlive(chains_.size(), true);
        std::vector<bool> regionKept(regions_.size(), true);
        for (bool changed = true; changed;) {
            changed = false;
            for (size_t c = 0; c < chains_.size(); ++c) {
                if (!chainAlive[c]) continue;
                int vital = 0;
                for (size_t r = 0; r < regions_.size(); ++r)
                    vital += regionKept[r] && isVital(regions_[r], c);
                if (vital < 2) chainAlive[c] = false, changed = true;
            }
            for (size_t r = 0; r < regions_.size(); ++r) {
                if (!regionKept[r]) continue;
                for (const size_t c : regions_[r].borderChains)
                    if (!chainAlive[c]) regionKept[r] = false, changed = true;
            }
        }
        for (size_t c = 0; c < chains_.size(); ++c) {
            if (!chainAlive[c]) continue;
            for (const Point p : chainStones(chains_[c])) {
                out.aliveStones.push_back(p);
                out.owner[p] = color_;
            }
        }
        for (size_t r = 0; r < regions_.size(); ++r) {
            if (!regionKept[r]) continue;
            bool vitalToAlive = false;
            for (const size_t c : regions_[r].borderChains)
                vitalToAlive |= chainAlive[c] && isVital(regions_[r], c);
            if (vitalToAlive)
                for (const Point p : regions_[r].points) out.owner[p] = color_;
        }
    }

  private:
    struct Region {
        std::vector<Point> points;
        std::vector<Point> empties;
        std::vector<size_t> borderChains;  // indexes into chains_
    };

    void findChains() {
        chainIndex_.assign(MAX_ARRAY_SIZE, NONE);
        const int size = board_.size();
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = board_.point(x, y);
                if (board_.at(p) != color_) continue;
                const Point head = board_.chainHead(p);
                if (chainIndex_[head] == NONE) {
                    chainIndex_[head] = chains_.size();
                    chains_.push_back(head);
                }
                chainIndex_[p] = chainIndex_[head];
            }
    }

    void findRegions() {
        std::vector<bool> seen(MAX_ARRAY_SIZE, false);
        const int size = board_.size();
        const int s = board_.stride();
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point start = board_.point(x, y);
                if (seen[start] || board_.at(start) == color_) continue;
                Region region;
                std::vector<Point> stack{start};
                seen[start] = true;
                while (!stack.empty()) {
                    const Point p = stack.back();
                    stack.pop_back();
                    region.points.push_back(p);
                    if (board_.at(p) == Color::EMPTY) region.empties.push_back(p);
                    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                        const Color c = board_.at(n);
                        if (c == Color::WALL) continue;
                        if (c == color_) {
                            const size_t chain = chainIndex_[n];
                            if (std::find(region.borderChains.begin(), region.borderChains.end(),
                                          chain) == region.borderChains.end())
                                region.borderChains.push_back(chain);
                        } else if (!seen[n]) {
                            seen[n] = true;
                            stack.push_back(n);
                        }
                    }
                }
                regions_.push_back(std::move(region));
            }
    }

    // Every empty point of the region touches chain c, and the region borders c.
    bool isVital(const Region& region, size_t c) const {
        if (std::find(region.borderChains.begin(), region.borderChains.end(), c) ==
            region.borderChains.end())
            return false;
        const int s = board_.stride();
        for (const Point p : region.empties) {
            bool touches = false;
            for (const Point n : {p - s, p - 1, p + 1, p + s})
                touches |= board_.at(n) == color_ && chainIndex_[n] == c;
            if (!touches) return false;
        }
        return true;
    }

    std::vector<Point> chainStones(Point head) const {
        std::vector<Point> stones{head};
        for (Point p = board_.nextInChain(head); p != head; p = board_.nextInChain(p))
            stones.push_back(p);
        return stones;
    }

    static constexpr size_t NONE = static_cast<size_t>(-1);
    const Board& board_;
    Color color_;
    std::vector<Point> chains_;       // chain heads
    std::vector<size_t> chainIndex_;  // per point of the array: its chain's index, or NONE
    std::vector<Region> regions_;
};

}  // namespace

UnconditionalLife findUnconditionalLife(const Board& board) {
    UnconditionalLife out;
    out.owner.assign(MAX_ARRAY_SIZE, Color::EMPTY);
    BensonPass(board, Color::BLACK).run(out);
    BensonPass(board, Color::WHITE).run(out);
    return out;
}

}  // namespace tianyuan
