import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject {
        /// A detent's name, by which the sheet's selected detent is given.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolve = resolve
        }

        /// About half the screen's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }

        /// The sheet's full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height the resolver gives (iOS 16); a nil answer leaves the detent out, as UIKit.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolve: resolver)
        }

        /// The height this detent gives in `context` (iOS 16), at most the maximum; nil when its
        /// resolver gives none.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolve(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }
}
