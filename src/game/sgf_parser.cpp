// SGF text -> the nodes of the main line. The parser is a loop over an explicit stack of open
// game trees (no recursion, so deep variations cannot overflow the call stack); nodes off the
// main line are read and dropped without keeping their values.
#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "sgf.h"

namespace tianyuan {

namespace {

constexpr size_t MAX_IDENTIFIER_LETTERS = 100;

bool isUpper(char c) {
    return std::isupper(static_cast<unsigned char>(c)) != 0;
}
bool isLetter(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
}

class Parser {
  public:
    Parser(std::string_view text, bool* complete) : text_(text), complete_(complete) {
        if (complete_) *complete_ = true;
    }

    std::vector<SgfNode> mainLine() {
        pos_ = findStart();
        std::vector<Tree> open;
        while (true) {
            const char c = peek();
            if (c == '(') {
                ++pos_;
                openTree(open);
            } else if (c == ';') {
                if (open.back().hasChildren) fail("a node after the variations of its game tree");
                ++pos_;
                readNode(open.back());
            } else if (c == ')') {
                ++pos_;
                open.pop_back();
                if (open.empty()) return std::move(nodes_);
            } else if (pos_ >= text_.size()) {
                // Only ')' missing at the end, as in some real files: the nodes read count.
                if (complete_) *complete_ = false;
                return std::move(nodes_);
            } else if (c == '[') {
                fail("a value without a property identifier");
            } else {
                fail("unexpected character '" + printableSgfValue(std::string(1, c)) + "'");
            }
        }
    }

  private:
    struct Tree {
        bool mainLine;
        bool hasChildren = false;
    };

    [[noreturn]] void fail(const std::string& what) const {
        const size_t at = std::min(pos_, text_.size());
        const auto line = 1 + std::count(text_.begin(), text_.begin() + at, '\n');
        throw SgfError(what + " (line " + std::to_string(line) + ")");
    }

    // The first '(' that starts a game tree: before a ';' or, in a tree without the ';' of its
    // first node, before a property ("(GM[1]", not the "(see below)" of a mail header).
    size_t findStart() const {
        for (size_t i = text_.find('('); i != std::string_view::npos; i = text_.find('(', i + 1)) {
            size_t j = i + 1;
            while (j < text_.size() && std::isspace(static_cast<unsigned char>(text_[j]))) ++j;
            if (j < text_.size() && text_[j] == ';') return i;
            const size_t letters = j;
            while (j < text_.size() && isLetter(text_[j])) ++j;
            if (j > letters && isUpper(text_[letters]) && j < text_.size() && text_[j] == '[')
                return i;
        }
        throw SgfError("no game tree: no '(;' in the text");
    }

    void skipSpace() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    }
    char peek() {
        skipSpace();
        return pos_ < text_.size() ? text_[pos_] : '\0';
    }

    // After a '(': the new tree is on the main line when its parent is and it is the parent's
    // first variation. Its first node follows (FF[3] files sometimes omit that node's ';');
    // an empty variation "()" is dropped.
    void openTree(std::vector<Tree>& open) {
        bool mainLine = true;
        const bool hadChildren = !open.empty() && open.back().hasChildren;
        if (!open.empty()) {
            mainLine = open.back().mainLine && !hadChildren;
            open.back().hasChildren = true;
        }
        if (open.size() >= static_cast<size_t>(MAX_SGF_VARIATION_DEPTH))
            fail("variations nested deeper than " + std::to_string(MAX_SGF_VARIATION_DEPTH));
        open.push_back({mainLine});
        const char next = peek();
        if (next == ')' && open.size() > 1) {
            ++pos_;
            open.pop_back();
            open.back().hasChildren = hadChildren;
        } else if (next != ';') {
            if (!isUpper(next)) fail("a game tree must start with a node");
            readNode(open.back());
        }
    }

    void readNode(const Tree& tree) {
        if (!tree.mainLine) {
            parseNode(false);
            return;
        }
        if (nodes_.size() >= MAX_SGF_MAIN_LINE_NODES)
            fail("more than " + std::to_string(MAX_SGF_MAIN_LINE_NODES) +
                 " nodes in the main line");
        nodes_.push_back(parseNode(true));
    }

    // The properties of one node; values are kept only when `keep`. A repeated identifier gets
    // its values appended to the first one's.
    SgfNode parseNode(bool keep) {
        SgfNode node;
        std::unordered_map<std::string, size_t> index;
        while (isLetter(peek())) {
            const std::string id = parseIdentifier();
            std::vector<std::string> values;
            while (peek() == '[') {
                ++pos_;
                std::string value = parseValue(keep);
                if (!keep) continue;
                if (++valueCount_ > MAX_SGF_MAIN_LINE_VALUES)
                    fail("more than " + std::to_string(MAX_SGF_MAIN_LINE_VALUES) +
                         " property values in the main line");
                values.push_back(std::move(value));
            }
            if (!keep) continue;
            const auto [it, added] = index.try_emplace(id, node.size());
            if (added) {
                node.push_back({id, std::move(values)});
            } else {
                auto& merged = node[it->second].values;
                merged.insert(merged.end(), std::make_move_iterator(values.begin()),
                              std::make_move_iterator(values.end()));
            }
        }
        return node;
    }

    // FF[3] allowed lowercase letters in identifiers: they are dropped ("AddBlack" = AB).
    std::string parseIdentifier() {
        const size_t start = pos_;
        std::string id;
        while (pos_ < text_.size() && isLetter(text_[pos_])) {
            if (isUpper(text_[pos_])) id += text_[pos_];
            ++pos_;
        }
        if (pos_ - start > MAX_IDENTIFIER_LETTERS)
            fail("a property identifier longer than " + std::to_string(MAX_IDENTIFIER_LETTERS) +
                 " letters");
        if (id.empty()) fail("property identifier without an uppercase letter");
        if (peek() != '[') fail("property " + id + " has no value");
        return id;
    }

    // After the '[': the value up to the closing ']', with '\' escapes resolved.
    std::string parseValue(bool keep) {
        std::string value;
        while (pos_ < text_.size() && text_[pos_] != ']') {
            if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) ++pos_;
            if (keep) value += text_[pos_];
            ++pos_;
        }
        if (pos_ >= text_.size()) fail("the file ends inside a property value (truncated?)");
        ++pos_;  // ']'
        return value;
    }

    std::string_view text_;
    bool* complete_;
    size_t pos_ = 0;
    std::vector<SgfNode> nodes_;
    size_t valueCount_ = 0;
};

}  // namespace

std::vector<SgfNode> parseSgfMainLine(std::string_view text, bool* complete) {
    return Parser(text, complete).mainLine();
}

std::string printableSgfValue(std::string_view value) {
    constexpr size_t MAX_SHOWN = 24;
    std::string shown;
    for (size_t i = 0; i < value.size() && i < MAX_SHOWN; ++i) {
        const auto c = static_cast<unsigned char>(value[i]);
        shown += c < 0x20 || c == 0x7f ? '?' : static_cast<char>(c);
    }
    if (value.size() > MAX_SHOWN) shown += "...";
    return shown;
}

}  // namespace tianyuan
