// Which language a person reads (issue #22), in the order the issue sets: what they asked for (--lang, a
// page's ?lang=), then $GRAVEHOLD_LANG, then the locale ($LC_ALL, $LC_MESSAGES, $LANG), then the browser's
// Accept-Language; English when none names a language with a catalogue.
#pragma once

#include "lang/language.hpp"

#include <string_view>

namespace ae::lang {

// For a command: `asked` is --lang ("" when not given). An unknown language asked for by --lang or
// $GRAVEHOLD_LANG throws InvalidRequest; a locale or browser language without a catalogue is passed over,
// since nobody asked for it by name.
const Language& choose(std::string_view asked);

// For a web request: `asked` is the page's ?lang= (an unknown one throws InvalidRequest), `server` the
// language the server was started in (choose() at its start: --lang, $GRAVEHOLD_LANG, the locale; "" for
// none), `accept` the Accept-Language header ("pl-PL,pl;q=0.9,en;q=0.8"), in that order.
const Language& for_request(std::string_view asked, std::string_view server, std::string_view accept);

// The first language of an Accept-Language header with a catalogue, by the header's q weights; "" if none.
std::string from_accept_language(std::string_view header);

} // namespace ae::lang
