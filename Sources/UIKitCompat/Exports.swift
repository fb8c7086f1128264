// UIKit re-exports Foundation, so iOS layout code finds CGFloat, CGSize, CGPoint and CGRect
// without importing it; Foundation on Linux has all four.
@_exported import Foundation
