import Kinema

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .chocolate

    var body: some View {
        VStack(spacing: 16) {
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)

            Text("You picked \(selectedFlavor.rawValue).")
                .font(.headline)
        }
        .padding()
    }
}
