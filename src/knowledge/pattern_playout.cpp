#include "pattern_playout.h"

namespace tianyuan {

namespace {

// Adds the playout moves for c among the empty 8-neighbours of `centre`, except those that are
// also 8-neighbours of `skipAround` (PASS for none): they were added around it already.
void addNeighbourhood(const Board& board, Color c, Point centre, Point skipAround,
                      ShapeCandidates& out) {
    const int s = board.stride();
    for (const Point q : {centre - s - 1, centre - s, centre - s + 1, centre - 1, centre + 1,
                          centre + s - 1, centre + s, centre + s + 1}) {
        if (board.at(q) != Color::EMPTY) continue;
        if (skipAround != PASS) {
            // On the padded board, offsets 1, s - 1, s and s + 1 are exactly the 8-neighbours.
            const int d = q > skipAround ? q - skipAround : skipAround - q;
            if (d == 1 || (d >= s - 1 && d <= s + 1)) continue;
        }
        if (board.isPlayoutMove(c, q)) out.points[out.count++] = q;
    }
}

// Uniform in [0, 1) with 53 random bits.
double unitDraw(Random& random) {
    return static_cast<double>(random.next() >> 11) * 0x1.0p-53;
}

const float* lightGammas(const PatternModel& model, int group) {
    return model.gammas(FeatureSet::LIGHT).data() + model.groupOffset(group);
}

template <typename Table>
Table distanceGammas(const PatternModel& model, int group) {
    const float* gammas = lightGammas(model, group);
    Table table;
    for (int dx = 0; dx < MAX_BOARD_SIZE; ++dx)
        for (int dy = 0; dy < MAX_BOARD_SIZE; ++dy)
            table[dx * MAX_BOARD_SIZE + dy] = gammas[distanceFeatureValue(dx, dy) - 1];
    return table;
}

}  // namespace

ShapeCandidates shapeCandidates(const Board& board, Color c, Point last, Point lastButOne) {
    ShapeCandidates out;
    if (last != PASS) addNeighbourhood(board, c, last, PASS, out);
    if (lastButOne != PASS) addNeighbourhood(board, c, lastButOne, last, out);
    return out;
}

ShapeRater::ShapeRater(std::shared_ptr<const PatternModel> model, const PatternShapeParams& params)
    : model_(std::move(model)),
      params_(params),
      shapeGammas_(lightGammas(*model_, GROUP_SHAPE_3X3)),
      edgeGammas_(lightGammas(*model_, GROUP_EDGE)),
      distanceLastGammas_(distanceGammas<DistanceGammas>(*model_, GROUP_DISTANCE_LAST)),
      distanceBeforeLastGammas_(
          distanceGammas<DistanceGammas>(*model_, GROUP_DISTANCE_BEFORE_LAST)) {}

ShapeRater::RecentPoints::RecentPoints(const Board& board, Point last, Point lastButOne)
    : last(last), lastButOne(lastButOne), xy(pointCoordinates(board.size())) {
    if (last != PASS) lastX = xy[last].x, lastY = xy[last].y;
    if (lastButOne != PASS) beforeX = xy[lastButOne].x, beforeY = xy[lastButOne].y;
}

double ShapeRater::tacticalGamma(const Board& board, Color c, const RecentPoints& recent,
                                 Point p) const {
    MoveFeatures f;
    f.point = p;
    RecentMoves moves;
    moves.last = recent.last;
    moves.beforeLast = recent.lastButOne;
    tacticalFeatures(board, c, moves, p, f, TacticalBudget::PLAYOUT);
    return model_->strength(f, FeatureSet::LIGHT);
}

int ShapeRater::drawIndex(const double* gammas, int count, Random& random) const {
    double sum = params_.randomMass;
    for (int i = 0; i < count; ++i) sum += gammas[i];
    double u = unitDraw(random) * sum;
    for (int i = 0; i < count; ++i) {
        if (u < gammas[i]) return i;
        u -= gammas[i];
    }
    // Rounding can leave u just above the sum: with no random mass that is the last candidate.
    return params_.randomMass > 0 ? -1 : count - 1;
}

}  // namespace tianyuan
