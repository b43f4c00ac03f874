#include "root_outcomes.h"

#include <algorithm>
#include <cmath>

#include "benson.h"
#include "scoring.h"

namespace tianyuan {

RootOutcomes::RootOutcomes(const Board& rootBoard, Color toMove, int whiteBonusHalfPoints,
                           std::vector<Point> rootMoves)
    : rootBoard_(rootBoard),
      sign_(toMove == Color::BLACK ? 1 : -1),
      whiteBonusPoints_(0.5 * static_cast<double>(whiteBonusHalfPoints)),
      rootMoves_(std::move(rootMoves)),
      count_(rootMoves_.size()),
      sum_(rootMoves_.size()),
      squares_(rootMoves_.size()),
      ownership_(static_cast<size_t>(rootBoard.size()) * static_cast<size_t>(rootBoard.size())) {}

void RootOutcomes::record(const Board& finalBoard, size_t rootChild) {
    const double margin = playoutAreaDifference(finalBoard) - whiteBonusPoints_;
    samples_.fetch_add(1, std::memory_order_relaxed);
    marginSum_.fetch_add(margin, std::memory_order_relaxed);
    if (rootChild < count_.size()) {
        count_[rootChild].fetch_add(1, std::memory_order_relaxed);
        sum_[rootChild].fetch_add(margin, std::memory_order_relaxed);
        squares_[rootChild].fetch_add(margin * margin, std::memory_order_relaxed);
    }
    const int size = finalBoard.size();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            if (const int owner = playoutOwner(finalBoard, finalBoard.point(x, y)))
                ownership_[x + y * size].fetch_add(owner, std::memory_order_relaxed);
}

void RootOutcomes::addTo(RootSnapshot& out) const {
    out.outcomeSamples = samples_.load(std::memory_order_relaxed);
    if (out.outcomeSamples == 0) return;
    out.scoreMean = sign_ * marginSum_.load(std::memory_order_relaxed) / out.outcomeSamples;
    out.blackOwnership.resize(ownership_.size());
    for (size_t i = 0; i < ownership_.size(); ++i)
        out.blackOwnership[i] =
            static_cast<double>(ownership_[i].load(std::memory_order_relaxed)) / out.outcomeSamples;
    // What Benson's algorithm proves is certain, whatever the playouts did.
    const int size = rootBoard_.size();
    const UnconditionalLife life = findUnconditionalLife(rootBoard_);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Color owner = life.owner[rootBoard_.point(x, y)];
            if (owner != Color::EMPTY)
                out.blackOwnership[static_cast<size_t>(x + y * size)] =
                    owner == Color::BLACK ? 1 : -1;
        }
    for (MoveSnapshot& m : out.moves) {
        const auto k = std::find(rootMoves_.begin(), rootMoves_.end(), m.move) - rootMoves_.begin();
        if (k == static_cast<std::ptrdiff_t>(rootMoves_.size())) continue;
        const uint32_t n = count_[k].load(std::memory_order_relaxed);
        m.scoreSamples = n;
        if (n == 0) continue;
        const double mean = sum_[k].load(std::memory_order_relaxed) / n;
        const double variance = squares_[k].load(std::memory_order_relaxed) / n - mean * mean;
        m.scoreMean = sign_ * mean;
        m.scoreStdev = std::sqrt(std::max(0.0, variance));
    }
}

}  // namespace tianyuan
