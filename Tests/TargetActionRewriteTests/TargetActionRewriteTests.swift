import Testing
@testable import TargetActionRewrite

/// The rewrite on files with every target–action form iOS code uses: attributes removed within
/// their lines, selectors named as Objective-C names them, a dispatch generated per class.
@Suite struct TargetActionRewriteTests {
    static let controller = """
        import UIKitCompat

        final class FeedViewController: UIViewController {
            @IBOutlet weak var tableHeader: UIView!
            private let refresh = UIRefreshControl()

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
                refresh.addTarget(self, action: #selector(didPullToRefresh(_:)), for: .valueChanged)
                let tap = UITapGestureRecognizer(target: self, action: #selector(Self.handleTap(sender:)))
                _ = tap
                let save = Selector(("save"))
                _ = save
            }

            @objc private func addTapped() {
                items += 1
            }

            @objc
            func didPullToRefresh(_ sender: UIRefreshControl) {}

            @objc func handleTap(sender: Any) {}

            @IBAction func show(_ sender: Any?, animated: Bool = true) {}

            @objc func reload() throws {}

            var items = 0
        }
        """

    @Test("attributes go and #selector becomes Selector(name), each on its own line, with the user's file named")
    func rewritesInPlace() throws {
        let rewrite = TargetActionRewrite(files: [.init(path: "Screens/Feed.swift", text: Self.controller)])
        let text = try #require(rewrite.rewritten[0])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"#sourceLocation(file: "Screens/Feed.swift", line: 1)"#)
        // The user's lines keep their numbers: line N of the file is line N + 1 here.
        let original = Self.controller.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "    weak var tableHeader: UIView!")
        #expect(lines[9].contains(#"action: Selector("addTapped"))"#), "\(lines[9])")
        #expect(lines[10].contains(#"action: Selector("didPullToRefresh:"), for: .valueChanged)"#))
        #expect(lines[11].contains(#"action: Selector("handleTapWithSender:"))"#))
        #expect(lines[17] == "    private func addTapped() {")
        #expect(lines[21] == "" || lines[21].allSatisfy { $0 == " " })
        #expect(lines[22] == "    func didPullToRefresh(_ sender: UIRefreshControl) {}")
        #expect(lines[26] == "    func show(_ sender: Any?, animated: Bool = true) {}")
        for (index, line) in original.enumerated() where !line.contains("@") && !line.contains("#selector") {
            #expect(lines[index + 1] == line, "line \(index + 1) changed")
        }
        #expect(!text.contains("@objc") && !text.contains("@IB") && !text.contains("#selector"))
    }

    @Test("each class with actions gets a dispatch calling them by selector, with the sender cast to the parameter's type")
    func generatesDispatch() throws {
        let rewrite = TargetActionRewrite(files: [.init(path: "Feed.swift", text: Self.controller)])
        let text = try #require(rewrite.rewritten[0])
        #expect(text.contains("#sourceLocation()\nextension FeedViewController {"))
        #expect(text.contains("static func _xcollectionPerform0(_ object: AnyObject, _ selector: Selector, _ sender: Any?) -> Bool"))
        #expect(text.contains("case \"addTapped\":\n            target.addTapped()\n            return true"))
        #expect(text.contains("case \"didPullToRefresh:\":\n            guard let argument = sender as? UIRefreshControl else { return false }\n            target.didPullToRefresh(argument)"))
        #expect(text.contains("case \"handleTapWithSender:\":\n            target.handleTap(sender: sender as Any)"))
        #expect(text.contains("case \"show:animated:\":\n            target.show(sender)"))
        #expect(text.contains("case \"reload\":\n            try? target.reload()"))
        #expect(rewrite.registrations.contains("SelectorTable.register { object, selector, sender in FeedViewController._xcollectionPerform0(object, selector, sender) }"))
        #expect(rewrite.registrations.contains("func _xcollectionRegisterSelectors() {\n    SelectorTable.removeAll()"))
    }

    @Test("a bare #selector names the one action of that name across the files, wherever it is defined")
    func bareNamesAcrossFiles() throws {
        let cell = """
            import UIKitCompat
            final class ProductCell: UICollectionViewCell {
                let button = UIButton()
                func wire(to controller: ShopViewController) {
                    button.addTarget(controller, action: #selector(ShopViewController.addToCart), for: .touchUpInside)
                }
            }
            """
        let controller = """
            import UIKitCompat
            final class ShopViewController: UIViewController {}
            extension ShopViewController {
                @objc func addToCart(_ sender: UIButton) {}
                @objc var badge: Int { 0 }
            }
            """
        let rewrite = TargetActionRewrite(files: [.init(path: "ProductCell.swift", text: cell), .init(path: "Shop.swift", text: controller)])
        #expect(try #require(rewrite.rewritten[0]).contains(#"action: Selector("addToCart:"), for: .touchUpInside)"#))
        let shop = try #require(rewrite.rewritten[1])
        #expect(shop.contains("extension ShopViewController {\n    /// Runs the action") && shop.contains("_xcollectionPerform1"))
        #expect(!shop.contains("@objc"))
        #expect(rewrite.registrations.contains("ShopViewController._xcollectionPerform1"))
        #expect(!rewrite.registrations.contains("ProductCell"))
    }

    @Test("a file with nothing to rewrite is compiled as it is; structs, generic classes and statics get no dispatch")
    func leavesOthersAlone() throws {
        let plain = "import UIKitCompat\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n"
        let other = """
            final class Box<Value>: NSObject {
                @objc func poke() {}
            }
            struct Model {
                @objc func never() {}
            }
            final class Tools: NSObject {
                @objc static func shared() {}
                @objc(customName) func renamed() {}
            }
            """
        let rewrite = TargetActionRewrite(files: [.init(path: "Layout.swift", text: plain), .init(path: "Other.swift", text: other)])
        #expect(rewrite.rewritten[0] == nil)
        let text = try #require(rewrite.rewritten[1])
        #expect(!text.contains("extension Box") && !text.contains("extension Model"))
        #expect(text.contains("extension Tools") && text.contains("case \"renamed\":") && !text.contains("case \"shared\""))
        #expect(!text.contains("@objc"))
    }

    @Test("getter: and setter: selectors name the property's accessors")
    func propertySelectors() throws {
        let text = "let a = #selector(getter: UIView.tintColor)\nlet b = #selector(setter: UIView.tintColor)\n"
        let rewrite = TargetActionRewrite(files: [.init(path: "P.swift", text: text)])
        let out = try #require(rewrite.rewritten[0])
        #expect(out.contains(#"let a = Selector("tintColor")"#) && out.contains(#"let b = Selector("setTintColor:")"#))
    }

    @Test("DispatchQueue.main.asyncAfter goes through MainQueueTimers within its line, other queues and members stay")
    func mainQueueAsyncAfter() throws {
        let text = """
            import UIKitCompat

            func load() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { print("later") }
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { print("elsewhere") }
                DispatchQueue.main.async { print("soon") }
            }
            """
        let rewrite = TargetActionRewrite(files: [.init(path: "/p/Load.swift", text: text)])
        let rewritten = try #require(rewrite.rewritten[0])
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "    MainQueueTimers.asyncAfter(deadline: .now() + 0.2) { print(\"later\") }")
        #expect(lines[5] == "    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { print(\"elsewhere\") }")
        #expect(lines[6] == "    DispatchQueue.main.async { print(\"soon\") }")
    }
}
