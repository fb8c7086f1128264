import CollectionLayout

/// The kind of device an interface is laid out for, as UIKit's `UIUserInterfaceIdiom` (same
/// cases, same raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6

    /// The idiom of a full-screen view of `size`: a phone below 600 points on its shorter side
    /// (the largest iPhone is 440 wide in portrait), a pad from there (the smallest iPad, an
    /// iPad mini, is 744).
    static func shown(at size: CGSize) -> UIUserInterfaceIdiom {
        UIUserInterfaceIdiom(UserInterfaceIdiom.shown(at: Size(width: Double(size.width), height: Double(size.height))))
    }

    init(_ idiom: UserInterfaceIdiom) {
        switch idiom {
        case .unspecified: self = .unspecified
        case .phone: self = .phone
        case .pad: self = .pad
        }
    }

    /// The engine's idiom this one stands for; those the engine has no devices of are unspecified.
    public var idiom: UserInterfaceIdiom {
        switch self {
        case .phone: .phone
        case .pad: .pad
        default: .unspecified
        }
    }
}
