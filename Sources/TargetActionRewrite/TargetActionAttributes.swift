import SwiftSyntax

/// The attributes that need the Objective-C runtime, which Swift on Linux refuses.
enum TargetActionAttributes {
    /// Removed before compiling: they expose a declaration to Objective-C or to Interface Builder.
    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
                                       "IBSegueAction", "GKInspectable"]

    /// Whether `attributes` make a method an action a selector can name.
    static func marksAction(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "objc" || name == "IBAction"
        }
    }

    /// The name of `attribute` when it is one to remove.
    static func removable(_ attribute: AttributeSyntax) -> Bool {
        removed.contains(attribute.attributeName.trimmedDescription)
    }
}
