extension Rasterizer {
    /// The fade that stands in for a blur where a terminal cannot blur (text, borders):
    /// `1 / (1 + radius)`.
    static func blurFade(_ radius: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return radius == .infinity ? 0 : 1 }
        return 1 / (1 + min(radius, Double(DisplayItem.maximumBlurRadius)))
    }

    /// The half-width of the box filter which, applied twice, spreads like a Gaussian of standard
    /// deviation `sigma` (two passes of half-width k have variance 2k(k + 1)/3).
    static func boxHalfWidth(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((((1 + 6 * sigma * sigma).squareRoot() - 1) / 2).rounded())
    }

    /// Blurs the coverage raster in place: two box passes of half-width `kx` along rows and two
    /// of `ky` along columns. Outside the window counts as uncovered.
    ///
    /// - Complexity: O(pixels), whatever the radius.
    static func blur(_ raster: inout CoverageRaster, kx: Int, ky: Int, line: inout [Float]) {
        let (width, height, stride) = (raster.width, raster.height, raster.stride)
        let longest = max(width, height)
        if line.count < longest { line.append(contentsOf: repeatElement(0, count: longest - line.count)) }
        raster.withValues { values in
            line.withUnsafeMutableBufferPointer { line in
                if kx > 0 {
                    for row in 0..<height {
                        for _ in 0..<2 { boxPass(values, start: row * stride, step: 1, count: width, k: kx, line: line) }
                    }
                }
                if ky > 0 {
                    for column in 0..<width {
                        for _ in 0..<2 { boxPass(values, start: column, step: stride, count: height, k: ky, line: line) }
                    }
                }
            }
        }
    }

    /// One box pass over `count` values `step` apart from `start`, with a running sum.
    private static func boxPass(
        _ values: UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count: Int, k: Int,
        line: UnsafeMutableBufferPointer<Float>
    ) {
        for index in 0..<count { line[index] = values[start + index * step] }
        let scale = 1 / Float(2 * k + 1)
        var sum: Float = 0
        for index in 0..<min(k, count) { sum += line[index] }
        for index in 0..<count {
            let entering = index + k
            if entering < count { sum += line[entering] }
            let leaving = index - k - 1
            if leaving >= 0 { sum -= line[leaving] }
            values[start + index * step] = max(sum * scale, 0)
        }
    }
}
