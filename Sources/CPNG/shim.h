// libpng's simplified API (png_image_*), which reports errors by return value instead of longjmp.
#include <png.h>
