/// A linear relation between two attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`: `first.attribute == multiplier × second.attribute + constant` (or `<=`,
/// `>=`), met by the Auto Layout engine of the views' tree when it is active.
///
/// Activating a constraint installs it on its items' nearest common ancestor, as UIKit does; items
/// with no common ancestor stop the program with UIKit's words, as UIKit raises. Changing
/// `constant`, `multiplier`'s items or `priority` of an active constraint lays the tree out again.
open class NSLayoutConstraint: NSObject {
    /// The first item: the view or guide the constraint is about.
    public let firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item; nil for a constraint to a constant.
    public let secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second side; changing it on an active constraint lays the tree out again.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engineMustSolve() } }
    }
    /// How much the constraint matters; a required one cannot become optional once active (nor
    /// the other way), as UIKit refuses.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, priority.isRequired != oldValue.isRequired {
                fatalError("NSLayoutConstraint: mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). \(self)")
            }
            engineMustSolve()
        }
    }
    /// A name shown in the constraint's description and in Auto Layout's messages.
    open var identifier: String?
    /// Whether the first item's size is laid out from this constraint; kept for code that sets it.
    open var shouldBeArchived = false

    /// The view the constraint is installed on while it is active.
    weak var holder: UIView?

    /// `view1.attr1 <relation> multiplier × view2.attr2 + c`, as UIKit's initialiser.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        firstLayoutItem = firstItem as? any AutoLayoutItem
        secondLayoutItem = secondItem as? any AutoLayoutItem
        super.init()
        validate()
    }

    /// The same between items already known to be views or guides (an anchor's), without asking
    /// the runtime what they are: a cell's constraints are made by the hundred at a screen's start.
    init(layoutItem first: any AutoLayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
         toLayoutItem second: (any AutoLayoutItem)?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        firstLayoutItem = first
        secondLayoutItem = second
        super.init()
        validate()
    }

    /// Whether the constraint is met by the engine; setting it installs it on its items' nearest
    /// common ancestor or takes it off.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item as the engine knows it.
    let firstLayoutItem: (any AutoLayoutItem)?
    /// The second item as the engine knows it.
    let secondLayoutItem: (any AutoLayoutItem)?

    /// As UIKit prints one: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    open override var description: String {
        var text = "<\(type(of: self)):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            text += "\(Self.name(of: secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += Self.number(constant)
        }
        if !priority.isRequired { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        return text + (isActive ? "   (active)>" : ">")
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return "\(type(of: item)):\(address(of: item))"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue) & 0xFFFF_FFFF, radix: 16)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    /// Refuses what UIKit refuses when a constraint is made, with its words.
    private func validate() {
        guard firstLayoutItem != nil else {
            fatalError("NSLayoutConstraint for \(firstItem.map { "\(type(of: $0))" } ?? "nil"): Constraint items must each be a view or layout guide.")
        }
        if let secondItem, secondLayoutItem == nil {
            fatalError("NSLayoutConstraint for \(type(of: secondItem)): Constraint items must each be a view or layout guide.")
        }
        if firstAttribute == .notAnAttribute {
            fatalError("NSLayoutConstraint: the first attribute of \(self) is notAnAttribute; a constraint ties an attribute of its first item")
        }
        if secondItem == nil, !firstAttribute.isDimension {
            fatalError("NSLayoutConstraint: A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs. (\(Self.name(of: firstItem)).\(firstAttribute.name))")
        }
        if secondItem != nil, firstAttribute.isDimension != secondAttribute.isDimension {
            fatalError("NSLayoutConstraint: A multiplier of a location for a size or a size for a location is invalid: \(Self.name(of: firstItem)).\(firstAttribute.name) and \(Self.name(of: secondItem)).\(secondAttribute.name)")
        }
        if secondItem != nil, !firstAttribute.isDimension, firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            fatalError("NSLayoutConstraint: Invalid pairing of layout attributes: \(firstAttribute.name) and \(secondAttribute.name); a horizontal location is tied only to a horizontal one")
        }
    }

    private func install() {
        guard holder == nil, let first = firstLayoutItem else { return }
        guard let firstView = first.owningView, secondLayoutItem == nil || secondLayoutItem?.owningView != nil else {
            fatalError("Unable to activate constraint \(self): a layout guide in it was not added to a view; call addLayoutGuide(_:) first")
        }
        guard let holder = firstView.nearestCommonAncestor(with: secondLayoutItem?.owningView) else {
            fatalError("Unable to activate constraint with anchors \(Self.name(of: firstItem)).\(firstAttribute.name) and \(Self.name(of: secondItem)).\(secondAttribute.name) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        }
        self.holder = holder
        holder.heldConstraints.append(self)
        holder.rootView.constraintsDidChange()
    }

    private func uninstall() {
        guard let holder else { return }
        holder.heldConstraints.removeAll { $0 === self }
        self.holder = nil
        holder.rootView.constraintsDidChange()
    }

    private func engineMustSolve() {
        holder?.rootView.constraintsDidChange()
    }
}
