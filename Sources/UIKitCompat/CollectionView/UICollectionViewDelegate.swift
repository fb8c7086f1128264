/// What a collection view tells and asks of the object that manages it, as UIKit's
/// `UICollectionViewDelegate`. Layouts ask only its refinement
/// ``UICollectionViewDelegateFlowLayout``; selection and display callbacks have no caller here.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
