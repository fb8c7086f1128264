import CollectionView

extension UIView {
    /// The view's state as `--dump-views` adds it to the view's node, named as UIKit names the
    /// properties: a switch's `isOn`, a segmented control's `selectedSegmentIndex`, a disabled
    /// control's `"isEnabled": false`. Empty for views without such state.
    var stateMembers: [(name: String, json: String)] {
        var members: [(name: String, json: String)] = []
        switch self {
        case let toggle as UISwitch:
            members.append(("isOn", "\(toggle.isOn)"))
        case let control as UISegmentedControl:
            members.append(("selectedSegmentIndex", "\(control.selectedSegmentIndex)"))
            members.append(("numberOfSegments", "\(control.numberOfSegments)"))
        case let stepper as UIStepper:
            members.append(("value", NumberFormat.string(stepper.value)))
        case let pages as UIPageControl:
            members.append(("currentPage", "\(pages.currentPage)"))
            members.append(("numberOfPages", "\(pages.numberOfPages)"))
        case let spinner as UIActivityIndicatorView:
            members.append(("isAnimating", "\(spinner.isAnimating)"))
        default:
            break
        }
        if let control = self as? UIControl, !control.isEnabled { members.append(("isEnabled", "false")) }
        return members
    }
}
