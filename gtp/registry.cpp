#include "registry.h"

#include <stdexcept>

namespace tianyuan {

void Registry::add(const std::string& name, GtpHandler handler) {
    if (!handlers_.emplace(name, std::move(handler)).second)
        throw std::logic_error("GTP command registered twice: " + name);
    names_.push_back(name);
}

const GtpHandler* Registry::find(const std::string& name) const {
    const auto it = handlers_.find(name);
    return it == handlers_.end() ? nullptr : &it->second;
}

}  // namespace tianyuan
