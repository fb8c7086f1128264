// Xlib, the Damage extension (which reports when a window's pixels change) and XTest, for the
// benchmark that times a wheel event to the frame that shows it.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/XTest.h>
