#include "position_analysis.h"

namespace tianyuan {

namespace {

PositionKey keyOf(const GameHistory& g) {
    return {g.board().hash(),
            g.board().size(),
            g.toMove(),
            g.moves().size(),
            g.rules().komiHalfPoints,
            g.handicap(),
            g.rules().handicapCompensation};
}

}  // namespace

const RootSnapshot* analyseCurrentPosition(EngineState& state) {
    PositionAnalysisCache& cache = state.positionAnalysis;
    const PositionKey key = keyOf(state.game);
    if (!cache.snapshot || key != cache.key) {
        cache.snapshot.reset();
        cache.snapshot = state.player->analysePosition(state.game, state.game.toMove(),
                                                       state.options.analysisPlayouts, state.wall);
        cache.key = key;
    }
    return cache.snapshot ? &*cache.snapshot : nullptr;
}

StoneStatus currentStoneStatus(EngineState& state) {
    const Board& board = state.game.board();
    if (board.stoneCount(Color::BLACK) + board.stoneCount(Color::WHITE) == 0)
        return {};  // nothing to judge: no search
    const RootSnapshot* snapshot = analyseCurrentPosition(state);
    const int size = board.size();
    if (!snapshot || snapshot->blackOwnership.size() != static_cast<size_t>(size * size))
        return estimateStatus(board, state.game.toMove(), state.options.statusPlayouts,
                              state.random);
    std::vector<double> ownership(MAX_ARRAY_SIZE, 0.0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            ownership[board.point(x, y)] = snapshot->blackOwnership[x + y * size];
    return classifyStones(board, ownership);
}

}  // namespace tianyuan
