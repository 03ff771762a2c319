import Kinema

struct FruitList: View {
    let fruits = ["Apple", "Banana", "Cherry", "Date"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Fruits")
                .font(.headline)
            ForEach(fruits, id: \.self) { fruit in
                Label(fruit, systemImage: "leaf.fill")
                    .foregroundColor(.green)
            }
            Label("Add", systemImage: "plus.circle")
                .labelStyle(.iconOnly)
            Label("Titles only", systemImage: "star")
                .labelStyle(.titleOnly)
        }
    }
}
