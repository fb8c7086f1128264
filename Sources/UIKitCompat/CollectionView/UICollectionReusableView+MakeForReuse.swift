extension UICollectionReusableView {
    /// A new view of the class this is called on (`cellClass.makeForReuse()`), made through its
    /// `init(frame:)`, as UIKit makes a registered class's views.
    ///
    /// Swift builds a class from a metatype only through a `required` initialiser, and UIKit has
    /// none a subclass must write; so this calls the allocating entry point of
    /// ``init(forReuse:)``, a convenience initialiser, with the metatype as its `self`. That
    /// initialiser reaches the class's own `init(frame:)` through its vtable, where a class
    /// without one has Swift's stub, which stops the program naming the class, as on iOS.
    /// (`UICollectionReusableViewMakeForReuseTests` checks the entry point's name.)
    @_silgen_name("$s11UIKitCompat24UICollectionReusableViewC8forReuseACyt_tcfC")
    static func makeForReuse(_ forReuse: () = ()) -> UICollectionReusableView
}
