// libjpeg-turbo's TurboJPEG API, which reports errors by return value instead of longjmp.
#if !__has_include(<turbojpeg.h>)
#error "turbojpeg.h is missing: install Debian's libturbojpeg0-dev (sudo apt-get install libturbojpeg0-dev), or run make build"
#endif
#include <turbojpeg.h>
