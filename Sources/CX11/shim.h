// The X11 surface X11Window uses: Xlib and its utilities, XRender for anti-aliased fills,
// Xft (with fontconfig) for text, XInput2 for smooth scrolling and XTest for synthetic input.
// Each header names the Debian package that has it: SwiftPM's install hint only fires when
// pkg-config misses `xft`, and the others have no .pc that the module asks for.
#if !__has_include(<X11/Xlib.h>)
#error "X11/Xlib.h is missing: install Debian's libx11-dev (sudo apt-get install libx11-dev), or run make build"
#endif
#if !__has_include(<X11/extensions/Xrender.h>)
#error "X11/extensions/Xrender.h is missing: install Debian's libxrender-dev (sudo apt-get install libxrender-dev), or run make build"
#endif
#if !__has_include(<X11/Xft/Xft.h>)
#error "X11/Xft/Xft.h is missing: install Debian's libxft-dev (sudo apt-get install libxft-dev), or run make build"
#endif
#if !__has_include(<fontconfig/fontconfig.h>)
#error "fontconfig/fontconfig.h is missing: install Debian's libfontconfig-dev (sudo apt-get install libfontconfig-dev), or run make build"
#endif
#if !__has_include(<X11/extensions/XInput2.h>)
#error "X11/extensions/XInput2.h is missing: install Debian's libxi-dev (sudo apt-get install libxi-dev), or run make build"
#endif
#if !__has_include(<X11/extensions/XTest.h>)
#error "X11/extensions/XTest.h is missing: install Debian's libxtst-dev (sudo apt-get install libxtst-dev), or run make build"
#endif
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>

// XCreateIC takes a NULL-terminated list of arguments, which Swift cannot pass: an input context
// for `window` that asks the input method for no pre-edit or status area of its own (composed
// text arrives whole, on the key press that completes it).
static inline XIC xcollection_create_input_context(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window, XNFocusWindow, window, (void *)0);
}

// Whether the input method offers `style` (XGetIMValues is variadic too).
static inline int xcollection_input_method_offers(XIM im, XIMStyle style) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (void *)0) != NULL || styles == NULL) return 0;
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == style) found = 1;
    }
    XFree(styles);
    return found;
}

// The input method asks how long the text being composed may grow: -1, no limit.
static int xcollection_preedit_start(XIC ic, XPointer client, XPointer call) {
    (void)ic; (void)client; (void)call;
    return -1;
}

// An input context whose input method server shows the text being composed through the
// client's callbacks (on-the-spot pre-edit): the client draws it in its own text field. Xlib
// copies the callback records, so they may live on this stack.
static inline XIC xcollection_create_preedit_context(XIM im, Window window, XIMProc done, XIMProc draw, XIMProc caret, XPointer client) {
    XIMCallback start_callback = { client, (XIMProc)xcollection_preedit_start };
    XIMCallback done_callback = { client, done };
    XIMCallback draw_callback = { client, draw };
    XIMCallback caret_callback = { client, caret };
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &start_callback, XNPreeditDoneCallback, &done_callback,
                                                XNPreeditDrawCallback, &draw_callback, XNPreeditCaretCallback, &caret_callback, (void *)0);
    if (preedit == NULL) return NULL;
    XIC context = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window, XNFocusWindow, window,
                            XNPreeditAttributes, preedit, (void *)0);
    XFree(preedit);
    return context;
}
