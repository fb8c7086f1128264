/// What a cell shows, as UIKit's `UIContentConfiguration`: the type of a cell's
/// `contentConfiguration`. A configuration makes the view that shows it, and gives the copy of
/// itself a state calls for (a selected cell's, a dark screen's).
///
/// A ``UIListContentConfiguration`` on a cell is drawn by the engine in the list's style; any
/// other configuration's content view is put in the cell's content view, filling it, and drawn
/// and sized as the cell's views are, by its constraints.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as `state` shows it.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
public protocol UIContentView: AnyObject {
    /// What the view shows; setting it restyles the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view for it).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// A content view shows configurations of the type it was made for, as UIKit's default does.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A view's state, handed to a configuration's `updated(for:)`, as UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
    /// The traits the view is shown with.
    var traitCollection: UITraitCollection { get set }
    init(traitCollection: UITraitCollection)
}
