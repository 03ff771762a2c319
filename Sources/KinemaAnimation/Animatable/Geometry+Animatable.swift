import KinemaGeometry

// Geometry lives in KinemaGeometry, which knows nothing of animation; its conformances live here,
// beside the protocols. The pair nesting follows SwiftUI so that AnimatableData types read the same.

extension Point: Animatable {
    /// `(x, y)`.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension Size: Animatable {
    /// `(width, height)`.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Rect: Animatable {
    /// `((x, y), (width, height))`.
    @inlinable
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension UnitPoint: Animatable {
    /// `(x, y)`.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// `(top, (leading, (bottom, trailing)))`.
    @inlinable
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    @inlinable
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
