import Kinema

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count)")
                .font(.system(size: 48, weight: .bold, design: .rounded))
            HStack(spacing: 24) {
                Button("−") { count -= 1 }
                Button("+") { count += 1 }
            }
        }
    }
}
