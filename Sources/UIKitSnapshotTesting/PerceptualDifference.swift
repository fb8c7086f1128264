import Foundation

/// How different two colours look, as Core Image's `CILabDeltaE` measures it for
/// swift-snapshot-testing's `perceptualPrecision`: both converted from sRGB to CIE L*a*b* (D65),
/// and their CIE 1994 colour difference, 0 for the same colour and about 100 for black against white.
enum PerceptualDifference {
    /// ΔE94 between two RGBA pixels (premultiplied over black, as Core Image composites them).
    static func deltaE(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Float {
        let first = lab(a), second = lab(b)
        let deltaL = first.l - second.l
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = first.a - second.a, deltaB = first.b - second.b
        let deltaH2 = max(deltaA * deltaA + deltaB * deltaB - deltaC * deltaC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
    }

    private static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> (l: Float, a: Float, b: Float) {
        let alpha = Float(pixel.3) / 255
        func linear(_ channel: UInt8) -> Float {
            let value = Float(channel) / 255 * alpha
            return value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(pixel.0), g = linear(pixel.1), b = linear(pixel.2)
        // sRGB to XYZ, then relative to D65's white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Float) -> Float { t > 216.0 / 24389.0 ? cbrtf(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
