extension Spring {
    /// Creates a spring from its response (the undamped period `2π / w0`, in seconds) and damping ratio.
    ///
    /// Mass is 1, `k = (2π / response)²`, `c = 2 z sqrt(k)`. A ratio above 1 gives an overdamped spring.
    ///
    /// Bad input: the response is clamped to ``minimumResponse``…``maximumResponse`` (NaN or ≤ 0 mean the
    /// stiffest spring); the ratio to ``dampingRatioRange`` (NaN means 1).
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, response: response, dampingRatio: dampingRatio)
    }

    /// The shared path of every response-based initialiser.
    init(mass: Double, response: Double, dampingRatio: Double) {
        let w0 = 2 * Double.pi / Spring.clampedResponse(response)
        let z = Spring.clampedDampingRatio(dampingRatio, naturalFrequency: w0)
        let decay = z * w0
        let angularFrequency: Double
        if z < 1 {
            angularFrequency = w0 * (1 - z * z).squareRoot()
        } else if z == 1 {
            angularFrequency = 0
        } else {
            angularFrequency = -w0 * (z * z - 1).squareRoot()
        }
        self.init(mass: mass, decay: decay, angularFrequency: angularFrequency)
    }
}
