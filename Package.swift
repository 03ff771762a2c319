// swift-tools-version: 6.0
import PackageDescription

// Kinema depends on the Swift toolchain only: this manifest names no package dependencies, ever.

let allModules: [Target.Dependency] = [
    "KinemaGeometry", "KinemaGraph", "KinemaAnimation", "KinemaRender", "KinemaUI", "KinemaTerminal",
]
let package = Package(
    name: "Kinema",
    products: [
        .library(name: "Kinema", targets: ["Kinema"]),
        // The lower layers on their own, each usable without the layers above it (README shows how;
        // .ci/standalone checks it). Animation and Render take and return KinemaGeometry's types.
        .library(name: "KinemaGraph", targets: ["KinemaGraph"]),
        .library(name: "KinemaAnimation", targets: ["KinemaAnimation", "KinemaGeometry"]),
        .library(name: "KinemaRender", targets: ["KinemaRender", "KinemaGeometry"]),
        .executable(name: "kinema-bench", targets: ["KinemaBench"]),
    ],
    targets: [
        // Layers, bottom to top. Arrows point down only (see ARCHITECTURE.md).
        .target(name: "KinemaGeometry"),
        .target(name: "KinemaGraph"),
        .target(name: "KinemaAnimation", dependencies: ["KinemaGeometry"]),
        .target(name: "KinemaRender", dependencies: ["KinemaGeometry"]),
        .target(
            name: "KinemaUI",
            dependencies: ["KinemaGeometry", "KinemaGraph", "KinemaAnimation", "KinemaRender"]
        ),
        .target(name: "KinemaTerminal", dependencies: ["KinemaGeometry", "KinemaUI", "KinemaRender"]),
        .target(
            name: "Kinema",
            dependencies: [
                "KinemaGeometry", "KinemaGraph", "KinemaAnimation", "KinemaRender", "KinemaUI",
                "KinemaTerminal",
            ]
        ),

        // Demos: one executable each. Demos, the bench and the test support list the modules they use
        // directly, not only the umbrella: listing only `Kinema`, we saw stale incremental builds of
        // them after `@inlinable` or layout changes below it.
        .executableTarget(
            name: "PetPoll", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/PetPoll"),
        .executableTarget(
            name: "Toggle", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Toggle"),
        .executableTarget(
            name: "Timers", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Timers"),
        .executableTarget(
            name: "Transitions", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Transitions"),
        .executableTarget(
            name: "ControlCenter", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"],
            path: "Demos/ControlCenter"),
        .executableTarget(
            name: "Curves", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Curves"),
        .executableTarget(
            name: "Loaders", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Loaders"),
        .executableTarget(
            name: "Lists", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Lists"),
        .executableTarget(
            name: "Scrolling", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Scrolling"),
        .executableTarget(
            name: "Showcase", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Showcase"),
        .executableTarget(
            name: "Sheet", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Sheet"),
        .executableTarget(
            name: "Scrubber", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Scrubber"),
        .executableTarget(
            name: "Library", dependencies: ["Kinema", "KinemaUI", "KinemaTerminal"], path: "Demos/Library"),
        .executableTarget(
            name: "InputCheck", dependencies: ["KinemaTerminal", "KinemaRender"], path: "Demos/InputCheck"),

        // Interposes malloc & co. so the benchmark runner can count heap allocations per update.
        .target(name: "KinemaAllocationCounting"),
        .executableTarget(
            name: "KinemaBench",
            dependencies: allModules + ["Kinema", "KinemaAllocationCounting"],
            path: "Sources/KinemaBench"),

        // Shared fakes for every test target: manual clock, recording terminal, frame matchers.
        .target(
            name: "KinemaTestSupport", dependencies: allModules + ["Kinema"], path: "Tests/KinemaTestSupport"),
        .testTarget(name: "KinemaGeometryTests", dependencies: ["KinemaGeometry"]),
        .testTarget(name: "KinemaGraphTests", dependencies: ["KinemaGraph", "KinemaTestSupport"]),
        .testTarget(name: "KinemaAnimationTests", dependencies: ["KinemaAnimation", "KinemaTestSupport"]),
        .testTarget(name: "KinemaRenderTests", dependencies: ["KinemaRender", "KinemaTestSupport"]),
        .testTarget(name: "KinemaTerminalTests", dependencies: ["KinemaTerminal", "KinemaTestSupport"]),
        .testTarget(
            name: "KinemaUITests", dependencies: ["KinemaUI", "KinemaTestSupport"],
            exclude: ["Controls/Golden", "Scroll/Golden", "Shapes/Golden"]),
        // Compiles code against the umbrella alone, as an app would (`import Kinema` and nothing else).
        .testTarget(name: "KinemaTests", dependencies: ["Kinema", "KinemaTestSupport"]),
        .testTarget(
            name: "CurvesTests", dependencies: ["Curves", "KinemaTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "LoadersTests", dependencies: ["Loaders", "KinemaTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "PetPollTests", dependencies: ["PetPoll", "KinemaTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "AnimationDemoTests", dependencies: ["Transitions", "ControlCenter", "KinemaTestSupport"],
            exclude: ["Golden"]),
        // The gesture demos' golden frames, driven by the headless pointer helpers.
        .testTarget(
            name: "GestureDemoTests", dependencies: ["Sheet", "Scrubber", "KinemaTestSupport"], exclude: ["Golden"]),
        // The Library demo's golden frames: a lazy list of 100,000 books, navigation, a filters sheet.
        .testTarget(name: "LibraryTests", dependencies: ["Library", "KinemaTestSupport"], exclude: ["Golden"]),
        // The Scrolling demo's golden frames (the scroll transitions page).
        .testTarget(name: "ScrollingTests", dependencies: ["Scrolling", "KinemaTestSupport"], exclude: ["Golden"]),
        // The code samples of the WWDC23 talk "Explore SwiftUI animation", compiled with `import Kinema`
        // only, and what the talk says they do.
        .testTarget(name: "ExploreSwiftUIAnimationTests", dependencies: ["Kinema"]),
        // SwiftUI view files written as SwiftUI developers write them (`import Kinema` the only
        // change), rendered headless in points mode against golden frames.
        .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["Kinema"], exclude: ["Golden"]),
    ]
)
