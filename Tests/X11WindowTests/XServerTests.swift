import Testing

/// Every suite that talks to an X server, nested here so that they run one test at a time
/// (X11Window is safe across threads with separate displays; one at a time keeps the load low).
@Suite(.serialized) struct XServerTests {}
