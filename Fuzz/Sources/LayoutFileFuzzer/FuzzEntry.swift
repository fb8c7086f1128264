import Glibc

/// libFuzzer's driver, which `-sanitize=fuzzer` links in. SwiftPM renames an executable's
/// `main`, so libFuzzer's own `main` is not used: this one hands it the arguments.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@main
enum LayoutFileFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = runFuzzerDriver(&argc, &argv) { data, size in
            // Each input is a layout file's bytes.
            let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
            LayoutFileCheck.check(String(decoding: bytes, as: UTF8.self))
            return 0
        }
        exit(status)
    }
}
