/// The path of a layout file in `assets/layouts`, found from this source file.
public func fixture(_ name: String) -> String {
    let root = #filePath.components(separatedBy: "/Tests/")[0]
    return root + "/assets/layouts/" + name
}
