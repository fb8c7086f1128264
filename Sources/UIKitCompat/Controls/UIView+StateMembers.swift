import CollectionView

extension UIView {
    /// The view's state as `--dump-views` adds it to the view's node, named as UIKit names the
    /// properties: a switch's `isOn`, a segmented control's `selectedSegmentIndex`, a
    /// scroll view's refresh control's `isRefreshing`, a disabled
    /// control's `"isEnabled": false`, a selected one's `"isSelected": true` (a toggle button's).
    /// Empty for views without such state.
    var stateMembers: [ViewStateMember] {
        var members: [ViewStateMember] = []
        switch self {
        case let toggle as UISwitch:
            members.append(ViewStateMember(name: "isOn", json: "\(toggle.isOn)"))
        case let control as UISegmentedControl:
            members.append(ViewStateMember(name: "selectedSegmentIndex", json: "\(control.selectedSegmentIndex)"))
            members.append(ViewStateMember(name: "numberOfSegments", json: "\(control.numberOfSegments)"))
        case let slider as UISlider:
            members.append(ViewStateMember(name: "value", json: NumberFormat.string(Double(slider.value))))
        case let stepper as UIStepper:
            members.append(ViewStateMember(name: "value", json: NumberFormat.string(stepper.value)))
        case let pages as UIPageControl:
            members.append(ViewStateMember(name: "currentPage", json: "\(pages.currentPage)"))
            members.append(ViewStateMember(name: "numberOfPages", json: "\(pages.numberOfPages)"))
        case let field as UITextField:
            members.append(ViewStateMember(name: "isEditing", json: "\(field.isEditing)"))
        case let refresh as UIRefreshControl:
            members.append(ViewStateMember(name: "isRefreshing", json: "\(refresh.isRefreshing)"))
        case let spinner as UIActivityIndicatorView:
            members.append(ViewStateMember(name: "isAnimating", json: "\(spinner.isAnimating)"))
        case let scrollView as UIScrollView:
            // A scroll view with a refresh control says whether it refreshes, as the control's `isRefreshing`.
            if let refresh = scrollView.refreshControl {
                members.append(ViewStateMember(name: "isRefreshing", json: "\(refresh.isRefreshing)"))
            }
        default:
            break
        }
        if let control = self as? UIControl, !control.isEnabled { members.append(ViewStateMember(name: "isEnabled", json: "false")) }
        if let control = self as? UIControl, control.isSelected { members.append(ViewStateMember(name: "isSelected", json: "true")) }
        return members
    }
}
