// libpng's simplified API (png_image_*), which reports errors by return value instead of longjmp.
#if !__has_include(<png.h>)
#error "png.h is missing: install Debian's libpng-dev (sudo apt-get install libpng-dev), or run make build"
#endif
#include <png.h>
