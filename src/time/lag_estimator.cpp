#include "lag_estimator.h"

#include <algorithm>

namespace tianyuan {

void LagEstimator::observe(double seconds) {
    recent_[static_cast<size_t>(next_)] = std::max(0.0, seconds);
    next_ = (next_ + 1) % WINDOW;
    count_ = std::min(WINDOW, count_ + 1);
}

double LagEstimator::largest() const {
    double m = 0;
    for (int i = 0; i < count_; ++i) m = std::max(m, recent_[static_cast<size_t>(i)]);
    return m;
}

}  // namespace tianyuan
