import CollectionLayout

/// A scroll a screen's code asked for once its collection view was shown: to a content offset
/// (`setContentOffset(_:animated:)`), or to an item (`scrollToItem(at:at:animated:)`).
public enum RequestedScroll: Sendable {
    case offset(Point, animated: Bool)
    case item(IndexPath, ScrollPosition, animated: Bool)
}
