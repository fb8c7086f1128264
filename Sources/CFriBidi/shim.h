// FriBidi runs the Unicode bidirectional algorithm: the embedding level of each character of a
// paragraph, from which runs are put in visual order.
#if !__has_include(<fribidi.h>)
#error "fribidi.h is missing: install Debian's libfribidi-dev (sudo apt-get install libfribidi-dev), or run make build"
#endif
#include <fribidi.h>

// The paragraph directions, which are macros Swift does not import.
static inline FriBidiParType xcollection_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType xcollection_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType xcollection_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline int xcollection_fribidi_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
