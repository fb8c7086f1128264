// HarfBuzz shapes text with a font file's OpenType tables: the glyphs, advances and offsets a run
// of text takes (joining, ligatures, kerning, marks).
#if !__has_include(<hb.h>)
#error "hb.h is missing: install Debian's libharfbuzz-dev (sudo apt-get install libharfbuzz-dev), or run make build"
#endif
#include <hb.h>
