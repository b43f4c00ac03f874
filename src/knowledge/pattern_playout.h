// The heavy playout policy's shape step drawn from the learned move model (pattern_model.h)
// instead of the hand-written table of patterns.h: the empty points around the last two moves
// are rated by the light model's gammas and one is drawn with probability proportional to its
// gamma, against the mass of "a random move instead". Only the few points near the last moves
// are rated at each playout move, so nothing has to be kept up to date between moves.
#pragma once

#include <array>
#include <memory>

#include "board.h"
#include "pattern_model.h"
#include "random.h"

namespace tianyuan {

// Which features of the light model rate a candidate.
enum class PlayoutPatternFeatures {
    SHAPE,     // the 3x3 shape with liberties only
    LOCAL,     // the shape, the distances to the last two moves and the edge line
    TACTICAL,  // the shape and the other light groups on the playout budget (TacticalBudget)
};

struct PatternShapeParams {
    PlayoutPatternFeatures features = PlayoutPatternFeatures::LOCAL;
    // Gamma mass of "a random move instead": the candidates (gammas g, sum S) are played with
    // probability S / (S + randomMass), a random move otherwise.
    double randomMass = 64;

    bool operator==(const PatternShapeParams&) const = default;
};

// The points the shape step may draw from: the empty points in the 8-neighbourhood of the last
// move and of our own previous move, each once, that are playout moves (legal, no own eye).
struct ShapeCandidates {
    static constexpr int CAPACITY = 16;
    Point points[CAPACITY];
    int count = 0;
    // Keeps the candidates for which `keep(p)` holds, in order.
    template <typename Keep>
    void filter(Keep keep) {
        int kept = 0;
        for (int i = 0; i < count; ++i)
            if (keep(points[i])) points[kept++] = points[i];
        count = kept;
    }
};

// The candidates for c around `last` and `lastButOne` (PASS for none).
ShapeCandidates shapeCandidates(const Board& board, Color c, Point last, Point lastButOne);

// Rates the shape step's candidates by a model's light gammas and draws one.
class ShapeRater {
  public:
    // Precondition: `model` is not null.
    ShapeRater(std::shared_ptr<const PatternModel> model, const PatternShapeParams& params);

    // The gamma of c playing the empty point p, the opponent having played `last` and c
    // `lastButOne` (PASS for none). Precondition: board.isLegal(c, p).
    double gamma(const Board& board, Color c, Point last, Point lastButOne, Point p) const {
        return gamma(board, c, RecentPoints(board, last, lastButOne), p);
    }

    // One of the candidates drawn with probability gamma / (sum + randomMass), or PASS (then the
    // policy plays a random move). `rejected(p)` is asked about drawn points only: a rejected
    // point is left out and the draw repeated, which gives the same distribution as leaving out
    // every rejected point beforehand at the price of fewer questions.
    template <typename Rejected>
    Point draw(const Board& board, Color c, Point last, Point lastButOne,
               const ShapeCandidates& candidates, Random& random, Rejected rejected) const;

    const PatternShapeParams& params() const { return params_; }

  private:
    // The last two moves with their coordinates, worked out once for all candidates.
    struct RecentPoints {
        RecentPoints(const Board& board, Point last, Point lastButOne);
        Point last, lastButOne;
        int lastX = 0, lastY = 0, beforeX = 0, beforeY = 0;
        const PointXY* xy;  // the board's coordinates
    };
    // Inline, as the shape step rates about ten candidates a playout move.
    double gamma(const Board& board, Color c, const RecentPoints& recent, Point p) const {
        const double shape = shapeGamma(board, c, p);
        if (params_.features == PlayoutPatternFeatures::LOCAL)
            return shape * localGamma(board, recent, p);
        if (params_.features == PlayoutPatternFeatures::SHAPE) return shape;
        return shape * tacticalGamma(board, c, recent, p);
    }
    double shapeGamma(const Board& board, Color c, Point p) const {
        // The dictionary knows every rotation and reflection of a shape: no canonical code.
        return shapeGammas_[model_->dictionary().shapeValue(shapeCode(board, p, c)) - 1];
    }
    // The same values as tacticalFeatures gives these groups.
    double localGamma(const Board& board, const RecentPoints& recent, Point p) const {
        const int x = recent.xy[p].x, y = recent.xy[p].y;
        double gamma = edgeGammas_[edgeFeatureValue(board.size(), x, y) - 1];
        if (recent.last != PASS)
            gamma *= distanceLastGammas_[distanceIndex(x - recent.lastX, y - recent.lastY)];
        if (recent.lastButOne != PASS)
            gamma *=
                distanceBeforeLastGammas_[distanceIndex(x - recent.beforeX, y - recent.beforeY)];
        return gamma;
    }
    // The light model's other groups (PlayoutPatternFeatures::TACTICAL).
    double tacticalGamma(const Board& board, Color c, const RecentPoints& recent, Point p) const;
    static int distanceIndex(int dx, int dy) {
        return (dx < 0 ? -dx : dx) * MAX_BOARD_SIZE + (dy < 0 ? -dy : dy);
    }
    // The index of a draw among the first `count` gammas, or -1 for the random move.
    int drawIndex(const double* gammas, int count, Random& random) const;

    std::shared_ptr<const PatternModel> model_;
    PatternShapeParams params_;
    // The light gammas of a group, by value - 1.
    const float* shapeGammas_;
    const float* edgeGammas_;
    // The distance groups' light gammas by |dx| * MAX_BOARD_SIZE + |dy| from the earlier move.
    using DistanceGammas = std::array<float, MAX_BOARD_SIZE * MAX_BOARD_SIZE>;
    DistanceGammas distanceLastGammas_;
    DistanceGammas distanceBeforeLastGammas_;
};

template <typename Rejected>
Point ShapeRater::draw(const Board& board, Color c, Point last, Point lastButOne,
                       const ShapeCandidates& candidates, Random& random, Rejected rejected) const {
    Point points[ShapeCandidates::CAPACITY];
    double gammas[ShapeCandidates::CAPACITY];
    int count = candidates.count;
    const RecentPoints recent(board, last, lastButOne);
    for (int i = 0; i < count; ++i) {
        points[i] = candidates.points[i];
        gammas[i] = gamma(board, c, recent, points[i]);
    }
    while (count > 0) {
        const int i = drawIndex(gammas, count, random);
        if (i < 0) return PASS;
        if (!rejected(points[i])) return points[i];
        --count;
        points[i] = points[count];
        gammas[i] = gammas[count];
    }
    return PASS;
}

}  // namespace tianyuan
