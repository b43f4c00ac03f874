// The feature scheme of the learned move model: its groups (Coulom's "teams") and the values of
// each, that is the layout of the weight table. A move has at most one feature per group, given as
// a value 1..groupSize (0: none); a feature's id in the weight table is groupOffset + value - 1.
// The fixed groups are tactical (capture, escape from atari, self-atari, atari), the distances to
// the last two moves and to the edge; the sizes of the two shape groups are those of the
// vocabularies of pattern_vocabulary.h. move_features.h computes the values.
#pragma once

#include <array>
#include <cstdint>

namespace tianyuan {

enum FeatureGroup : int {
    GROUP_PASS,                  // 1 pass, 2 pass after a pass
    GROUP_CAPTURE,               // see CaptureFeature
    GROUP_ESCAPE,                // see EscapeFeature
    GROUP_SELF_ATARI,            // see SelfAtariFeature
    GROUP_ATARI,                 // see AtariFeature
    GROUP_DISTANCE_LAST,         // distance to the opponent's last move (2..17, then 18+)
    GROUP_DISTANCE_BEFORE_LAST,  // distance to our own previous move
    GROUP_EDGE,                  // line 1..4, then 5+
    GROUP_LIBERTIES,             // liberties of the move's chain after it: 1..4, then 5+
    GROUP_CONTACT,               // fewest liberties left to an opponent chain it touches: 1..3, 4+
    GROUP_CONNECTION,            // 1 joins own chains, 2 touches two opponent chains, 3 both
    GROUP_SHAPE_3X3,             // PatternDictionary shape value (the last one: unknown shape)
    GROUP_LARGE_PATTERN,         // PatternDictionary large-pattern value (0: none known)
    FEATURE_GROUP_COUNT
};

// Values of the tactical groups, in order of priority when several apply.
enum CaptureFeature : uint32_t {
    CAPTURE_LAST_MOVE = 1,      // captures the chain of the opponent's last move
    CAPTURE_SAVES_ATARI,        // captures a chain touching an own chain in atari
    CAPTURE_NEXT_TO_LAST_MOVE,  // captures at a point next to the last move (stops a connection)
    CAPTURE_KO,                 // takes a ko (one stone, leaving a one-stone chain in atari)
    CAPTURE_SMALL,              // any other capture of 1 or 2 stones
    CAPTURE_LARGE,              // any other capture of 3 stones or more
    CAPTURE_VALUES = CAPTURE_LARGE
};
// Extending an own chain in atari (the move is at its last liberty). The first four are for a
// chain the last move put in atari (it touches the last move), the next four for an older atari.
enum EscapeFeature : uint32_t {
    ESCAPE_NEW_SAFE = 1,       // three liberties or more after the move
    ESCAPE_NEW_TWO_LIBERTIES,  // two liberties, no ladder
    ESCAPE_NEW_LADDER,         // two liberties, but a ladder catches it
    ESCAPE_NEW_FAILS,          // still in atari
    ESCAPE_OLD_SAFE,
    ESCAPE_OLD_TWO_LIBERTIES,
    ESCAPE_OLD_LADDER,
    ESCAPE_OLD_FAILS,
    ESCAPE_VALUES = ESCAPE_OLD_FAILS
};
// Self-ataris (Board::isSelfAtari): a nakade or a throw-in that isBadSelfAtari (tactics.h)
// excuses, else by the size of the chain left in atari.
enum SelfAtariFeature : uint32_t {
    SELF_ATARI_EXCUSED = 1,
    SELF_ATARI_ONE_STONE,
    SELF_ATARI_FEW_STONES,   // 2 or 3
    SELF_ATARI_MANY_STONES,  // 4 or more
    SELF_ATARI_VALUES = SELF_ATARI_MANY_STONES
};
enum AtariFeature : uint32_t {
    ATARI_LADDER = 1,  // the chain put in atari cannot escape (ladder or net)
    ATARI_DOUBLE,      // two chains or more put in atari
    ATARI_LAST_MOVE,   // the chain of the opponent's last move
    ATARI_WITH_KO,     // while a ko is on the board
    ATARI_OTHER,
    ATARI_VALUES = ATARI_OTHER
};
constexpr uint32_t PASS_VALUES = 2;
constexpr uint32_t DISTANCE_VALUES = 17;  // d = 2..17 are values 1..16, farther is 17
constexpr uint32_t EDGE_VALUES = 5;
constexpr uint32_t LIBERTY_VALUES = 5;
constexpr uint32_t CONTACT_VALUES = 4;
constexpr uint32_t CONNECTION_VALUES = 3;

// Number of values of each group for shape vocabularies of these sizes.
inline std::array<uint32_t, FEATURE_GROUP_COUNT> featureGroupSizes(uint32_t shapeValues,
                                                                   uint32_t largePatternValues) {
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes{};
    sizes[GROUP_PASS] = PASS_VALUES;
    sizes[GROUP_CAPTURE] = CAPTURE_VALUES;
    sizes[GROUP_ESCAPE] = ESCAPE_VALUES;
    sizes[GROUP_SELF_ATARI] = SELF_ATARI_VALUES;
    sizes[GROUP_ATARI] = ATARI_VALUES;
    sizes[GROUP_DISTANCE_LAST] = DISTANCE_VALUES;
    sizes[GROUP_DISTANCE_BEFORE_LAST] = DISTANCE_VALUES;
    sizes[GROUP_EDGE] = EDGE_VALUES;
    sizes[GROUP_LIBERTIES] = LIBERTY_VALUES;
    sizes[GROUP_CONTACT] = CONTACT_VALUES;
    sizes[GROUP_CONNECTION] = CONNECTION_VALUES;
    sizes[GROUP_SHAPE_3X3] = shapeValues;
    sizes[GROUP_LARGE_PATTERN] = largePatternValues;
    return sizes;
}

}  // namespace tianyuan
