// The X11 surface X11Window uses: Xlib and its utilities, XRender for anti-aliased fills,
// Xft (with fontconfig) for text, XInput2 for smooth scrolling and XTest for synthetic input.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
