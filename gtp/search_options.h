// The search's tunable constants (SearchParams) as Boost.Program_options options, one line each,
// so any of them can be set in conf/*.conf or on the command line.
#pragma once

#include <boost/program_options.hpp>

#include "search_params.h"

namespace tianyuan {

// Options bound to the fields of `params` (which must outlive the description), with the
// current values as defaults. `maxTreeMiB` receives --max-tree-memory and `noResign`
// --no-resign; applySearchOptions folds them into `params` after parsing.
boost::program_options::options_description describeSearchOptions(SearchParams& params,
                                                                  int& maxTreeMiB, bool& noResign);
// Checks the parsed values and folds the helper values in; throws std::invalid_argument with a
// readable message for a value out of range.
void applySearchOptions(SearchParams& params, int maxTreeMiB, bool noResign);

// Reads a prior term written as VISITS@WINRATE (e.g. "10@0.7"); throws std::invalid_argument.
PriorTerm parsePriorTerm(const std::string& text);
std::string formatPriorTerm(const PriorTerm& term);

}  // namespace tianyuan
