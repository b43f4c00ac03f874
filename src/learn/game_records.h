// Game records for learning and measuring move prediction: SGF files, directories of them and
// the one-game-per-line format of the Tygem collection (`id<TAB>;B[pd];W[dd]...`), read into a
// plain struct, and their replay move by move on a Board. Unreadable records are skipped with a
// warning on the log; a record with an illegal move is replayed up to that move.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "board.h"

namespace tianyuan {

struct GameRecord {
    std::string source;  // the file, or "file:line" for the one-game-per-line format
    int size = 19;
    std::vector<Point> blackSetup;  // stones on the board before the first move (handicap, AB)
    std::vector<Point> whiteSetup;  // (AW)
    std::vector<Move> moves;        // in order; PASS for a pass; colours need not alternate
};

// One SGF game (the main line of the first game tree). Returns false, with the reason in
// `error`, when the text cannot be read at all (bad syntax, bad size, bad setup). A move with an
// unreadable point, or a setup node after the first move, ends the record there (with a warning).
bool parseSgfRecord(std::string_view text, std::string_view source, GameRecord& record,
                    std::string& error);

// One line of the Tygem format: an id, a TAB (or spaces), then `;B[pd];W[dd]...` on 19x19;
// `B[]` is a pass. Returns false, with the reason in `error`, when the line has no readable move
// list (an unreadable move ends the record there, with a warning).
bool parseGameLine(std::string_view line, std::string_view source, GameRecord& record,
                   std::string& error);

// Counts of what a read found, for the caller's report.
struct RecordReadStats {
    int files = 0;
    int records = 0;
    int skipped = 0;  // records that could not be read at all
};

// A line of a one-game-per-line file longer than this is skipped (a game of 1,000 moves takes
// about 6,000 bytes).
inline constexpr size_t MAX_RECORD_LINE_BYTES = size_t{1} << 20;

// Reads one game per line from `in` (a line starting with '(' is read as SGF, others by
// parseGameLine; empty lines are ignored), sources named "name:line". Appends the records to
// `out`; unreadable and overlong lines are logged and counted as skipped.
RecordReadStats readGameLines(std::istream& in, const std::string& name,
                              std::vector<GameRecord>& out);

// Reads `path`: a directory (every *.sgf below it, recursively, in path order), an .sgf file, or
// any other file in the one-game-per-line format (readGameLines). Appends the records to `out`.
// A missing, unreadable or too large (MAX_SGF_FILE_BYTES) path is logged and counted as skipped.
RecordReadStats readGameRecords(const std::string& path, std::vector<GameRecord>& out);

// Replays `record` on a fresh board of its size with its setup stones, calling `visit(board,
// moveIndex)` before each move that is legal on that board (simple ko, no suicide), then playing
// it. Stops at the first illegal move (logging it with the record's source). Returns the number
// of moves played; -1 when the setup stones are not a valid position (logged, nothing visited).
int replayRecord(const GameRecord& record,
                 const std::function<void(const Board& board, int moveIndex)>& visit);

// A fingerprint of the first `prefix` moves (all when fewer) and the size: equal for the same
// game stored twice, used to keep duplicates of held-out games out of training.
uint64_t recordFingerprint(const GameRecord& record, int prefix = 60);

}  // namespace tianyuan
