#include "last_good_reply.h"

namespace tianyuan {

namespace {

constexpr size_t POINTS = MAX_ARRAY_SIZE;
constexpr auto RELAXED = std::memory_order_relaxed;
constexpr uint16_t NONE = PASS;

}  // namespace

LastGoodReplies::LastGoodReplies()
    : one_(std::make_unique<std::atomic<uint16_t>[]>(2 * POINTS)),
      two_(std::make_unique<std::atomic<uint16_t>[]>(2 * POINTS * POINTS)) {
    clear();
}

std::atomic<uint16_t>& LastGoodReplies::one(Color c, Point last) const {
    return one_[colourIndex(c) * POINTS + static_cast<size_t>(last)];
}

std::atomic<uint16_t>& LastGoodReplies::two(Color c, Point lastButOne, Point last) const {
    return two_[(colourIndex(c) * POINTS + static_cast<size_t>(lastButOne)) * POINTS +
                static_cast<size_t>(last)];
}

Point LastGoodReplies::reply(Color c, Point lastButOne, Point last) const {
    if (last == PASS) return PASS;
    const Point second = two(c, lastButOne, last).load(RELAXED);
    return second != PASS ? second : static_cast<Point>(one(c, last).load(RELAXED));
}

void LastGoodReplies::learn(std::span<const Move> moves, Color winner) {
    if (winner != Color::BLACK && winner != Color::WHITE) return;
    for (size_t i = 1; i < moves.size(); ++i) {
        const Move& m = moves[i];
        const Point last = moves[i - 1].point;
        if (m.point == PASS || last == PASS) continue;
        const Point lastButOne = i >= 2 ? moves[i - 2].point : PASS;
        const auto reply = static_cast<uint16_t>(m.point);
        if (m.color == winner) {
            one(m.color, last).store(reply, RELAXED);
            two(m.color, lastButOne, last).store(reply, RELAXED);
        } else {
            uint16_t stored = reply;
            one(m.color, last).compare_exchange_strong(stored, NONE, RELAXED);
            stored = reply;
            two(m.color, lastButOne, last).compare_exchange_strong(stored, NONE, RELAXED);
        }
    }
}

void LastGoodReplies::clear() {
    for (size_t i = 0; i < 2 * POINTS; ++i) one_[i].store(NONE, RELAXED);
    for (size_t i = 0; i < 2 * POINTS * POINTS; ++i) two_[i].store(NONE, RELAXED);
}

}  // namespace tianyuan
