// One search of the current position, shared by the commands that judge it without playing a
// move: GoGui's analyze entries (ownership, best moves, variation, win rate), final_score,
// final_status_list and tianyuan-count, so that the dead stones agree with the ownership shown.
// `analysis-playouts` simulations, the game clock untouched; redone when the position changes.
#pragma once

#include <optional>

#include "engine.h"
#include "status.h"

namespace tianyuan {

// The shared search's final snapshot (score estimates and ownership), or null when the player
// cannot search (--player random).
const RootSnapshot* analyseCurrentPosition(EngineState& state);

// The stones' status at the current position: classifyStones with the shared search's
// ownership, or with light playouts' (`status-playouts`) when the player cannot search.
StoneStatus currentStoneStatus(EngineState& state);

}  // namespace tianyuan
