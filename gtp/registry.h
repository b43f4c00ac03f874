// The command table: exact names to handlers. list_commands and known_command are generated
// from it; names are never prefix-matched.
#pragma once

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "protocol.h"

namespace tianyuan {

// A handler parses its arguments, calls the domain and returns the answer text; it reports
// failure by throwing GtpError.
using GtpHandler = std::function<std::string(const GtpCommand&)>;

class Registry {
  public:
    void add(const std::string& name, GtpHandler handler);
    const GtpHandler* find(const std::string& name) const;
    bool has(const std::string& name) const { return find(name) != nullptr; }
    const std::vector<std::string>& names() const { return names_; }  // registration order

  private:
    std::unordered_map<std::string, GtpHandler> handlers_;
    std::vector<std::string> names_;
};

}  // namespace tianyuan
