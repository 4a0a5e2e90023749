/** Demo content for a new site: topics, members, and questions with answers. */
import type { Locale } from "@shared/locales";

export const DEMO_TOPICS: { name: string; description: string }[] = [
  { name: "Technology", description: "Gadgets, software, the internet and where computing is heading." },
  { name: "Programming", description: "Writing, reading and shipping code in every language." },
  { name: "Science", description: "How the natural world works, from particles to planets." },
  { name: "Physics", description: "Matter, energy, space and time, and the laws that tie them together." },
  { name: "Health", description: "Bodies, minds, medicine and everyday well-being." },
  { name: "Business", description: "Starting, running and growing companies of every size." },
  { name: "Personal Finance", description: "Saving, investing, budgeting and planning for later." },
  { name: "History", description: "What happened, why it happened, and what we learned from it." },
  { name: "Travel", description: "Places to go, ways to get there, and what to know before you do." },
  { name: "Books", description: "Reading recommendations, authors and the ideas inside books." },
  { name: "Cooking", description: "Recipes, techniques and the chemistry of good food." },
  { name: "Psychology", description: "Why people think, feel and behave the way they do." },
  { name: "Design", description: "Visual, product and interaction design, and the craft behind them." },
  { name: "Education", description: "Learning, teaching and how schools and universities work." },
];

/**
 * The demo topics' names in each interface language, in DEMO_TOPICS' order: a new site's topics
 * speak the site's default language (issue 23), whatever language its visitors read it in.
 * English is DEMO_TOPICS' own names (which the demo questions and spaces refer to).
 */
export const DEMO_TOPIC_NAMES: Record<Exclude<Locale, "en">, string[]> = {
  es: ["Tecnología", "Programación", "Ciencia", "Física", "Salud", "Negocios", "Finanzas personales", "Historia", "Viajes", "Libros", "Cocina", "Psicología", "Diseño", "Educación"],
  fr: ["Technologie", "Programmation", "Science", "Physique", "Santé", "Entreprise", "Finances personnelles", "Histoire", "Voyage", "Livres", "Cuisine", "Psychologie", "Design", "Éducation"],
  de: ["Technologie", "Programmierung", "Wissenschaft", "Physik", "Gesundheit", "Wirtschaft", "Persönliche Finanzen", "Geschichte", "Reisen", "Bücher", "Kochen", "Psychologie", "Design", "Bildung"],
  it: ["Tecnologia", "Programmazione", "Scienza", "Fisica", "Salute", "Affari", "Finanza personale", "Storia", "Viaggi", "Libri", "Cucina", "Psicologia", "Design", "Istruzione"],
  pt: ["Tecnologia", "Programação", "Ciência", "Física", "Saúde", "Negócios", "Finanças pessoais", "História", "Viagens", "Livros", "Culinária", "Psicologia", "Design", "Educação"],
  ja: ["テクノロジー", "プログラミング", "科学", "物理学", "健康", "ビジネス", "個人の資産管理", "歴史", "旅行", "本", "料理", "心理学", "デザイン", "教育"],
  ko: ["기술", "프로그래밍", "과학", "물리학", "건강", "비즈니스", "개인 재무", "역사", "여행", "책", "요리", "심리학", "디자인", "교육"],
  zh: ["科技", "编程", "科学", "物理", "健康", "商业", "个人理财", "历史", "旅行", "书籍", "烹饪", "心理学", "设计", "教育"],
};

/** The name of DEMO_TOPICS' `index`-th topic in `locale`. */
export function demoTopicName(index: number, locale: Locale): string {
  return locale === "en" ? DEMO_TOPICS[index]!.name : DEMO_TOPIC_NAMES[locale][index]!;
}

export const DEMO_MEMBERS: { firstName: string; lastName: string; employment: string; bio: string; location: string }[] = [
  { firstName: "Maya", lastName: "Chen", employment: "Staff Software Engineer", bio: "Distributed systems, coffee and long runs.", location: "Seattle, WA" },
  { firstName: "Daniel", lastName: "Okafor", employment: "Physics PhD candidate", bio: "Condensed matter by day, telescopes by night.", location: "Lagos, Nigeria" },
  { firstName: "Sofia", lastName: "Rossi", employment: "Registered Dietitian", bio: "Evidence-based nutrition, no fads.", location: "Milan, Italy" },
  { firstName: "Liam", lastName: "Murphy", employment: "Founder at a bootstrapped SaaS", bio: "Built and sold two small companies.", location: "Dublin, Ireland" },
  { firstName: "Aiko", lastName: "Tanaka", employment: "Product Designer", bio: "Designing calm software.", location: "Tokyo, Japan" },
  { firstName: "Carlos", lastName: "Mendes", employment: "History teacher", bio: "Twenty years of teaching world history.", location: "Porto, Portugal" },
  { firstName: "Priya", lastName: "Sharma", employment: "Clinical Psychologist", bio: "Anxiety, habits and how we change.", location: "Bengaluru, India" },
  { firstName: "Noah", lastName: "Fischer", employment: "Chef and restaurant owner", bio: "Bread, fire and fermentation.", location: "Berlin, Germany" },
  { firstName: "Emma", lastName: "Johansson", employment: "Financial planner (CFP)", bio: "Helping families plan for the long run.", location: "Stockholm, Sweden" },
  { firstName: "Omar", lastName: "Haddad", employment: "Travel writer", bio: "Sixty countries and counting.", location: "Amman, Jordan" },
  { firstName: "Grace", lastName: "Kim", employment: "Librarian", bio: "Ask me for a book recommendation.", location: "Toronto, Canada" },
  { firstName: "Lucas", lastName: "Martin", employment: "Frontend Engineer", bio: "TypeScript, accessibility and fast pages.", location: "Lyon, France" },
  { firstName: "Hannah", lastName: "Weber", employment: "Family physician", bio: "General practice and preventive care.", location: "Vienna, Austria" },
  { firstName: "Mateo", lastName: "García", employment: "Data Scientist", bio: "Statistics with a healthy dose of doubt.", location: "Madrid, Spain" },
  { firstName: "Zara", lastName: "Ahmed", employment: "Astrophysicist", bio: "Black holes and the people who chase them.", location: "London, UK" },
  { firstName: "Ethan", lastName: "Brooks", employment: "High school maths teacher", bio: "Making algebra less scary.", location: "Denver, CO" },
  { firstName: "Yuki", lastName: "Sato", employment: "Game developer", bio: "Engines, shaders and tiny games.", location: "Osaka, Japan" },
  { firstName: "Amara", lastName: "Nwosu", employment: "Venture investor", bio: "Early-stage fintech and climate.", location: "Nairobi, Kenya" },
  { firstName: "Jonas", lastName: "Lindqvist", employment: "UX Researcher", bio: "Watching people use things since 2010.", location: "Oslo, Norway" },
  { firstName: "Isabella", lastName: "Costa", employment: "Pastry chef", bio: "Butter is a technique.", location: "São Paulo, Brazil" },
  { firstName: "Ravi", lastName: "Patel", employment: "Site Reliability Engineer", bio: "Pager-tested advice.", location: "Austin, TX" },
  { firstName: "Chloe", lastName: "Dubois", employment: "Museum curator", bio: "Objects tell stories.", location: "Paris, France" },
  { firstName: "Kwame", lastName: "Mensah", employment: "Economics lecturer", bio: "Markets, development and incentives.", location: "Accra, Ghana" },
  { firstName: "Elena", lastName: "Popescu", employment: "Neuroscientist", bio: "Memory, sleep and learning.", location: "Bucharest, Romania" },
  { firstName: "Sam", lastName: "Taylor", employment: "Student", bio: "Curious about everything.", location: "Melbourne, Australia" },
  { firstName: "Nina", lastName: "Kowalski", employment: "Editor", bio: "Words, clarity and fewer adverbs.", location: "Kraków, Poland" },
  { firstName: "Diego", lastName: "Herrera", employment: "Backpacking guide", bio: "Andes, Patagonia and cheap flights.", location: "Santiago, Chile" },
  { firstName: "Leah", lastName: "Goldberg", employment: "Product Manager", bio: "Shipping what users need.", location: "Tel Aviv, Israel" },
  { firstName: "Arjun", lastName: "Rao", employment: "Machine Learning Engineer", bio: "Models in production, not in slides.", location: "Hyderabad, India" },
  { firstName: "Fatima", lastName: "Zahra", employment: "Architect", bio: "Buildings that age well.", location: "Marrakesh, Morocco" },
];

/** Demo spaces (spec 2.14's featured four); a question whose first topic is listed may be posted in the space. */
export const DEMO_SPACES: { name: string; description: string; topics: string[] }[] = [
  { name: "Technology", description: "Software, gadgets and the craft of building things with computers.", topics: ["Technology", "Programming", "Design"] },
  { name: "Science", description: "Curious minds asking how the universe works, from quarks to galaxies.", topics: ["Science", "Physics"] },
  { name: "Business", description: "Founders, investors and operators swapping what actually worked.", topics: ["Business", "Personal Finance"] },
  { name: "Health & Wellness", description: "Sleep, food, movement and the mind: evidence over fads.", topics: ["Health", "Psychology"] },
];

/** Each question: its topics (by name), and answers as simple HTML paragraphs. */
export const DEMO_QUESTIONS: { title: string; content: string; topics: string[]; answers: string[] }[] = [
  {
    title: "What is the best way to learn programming as a complete beginner?",
    content: "I am 28, work in marketing and want to switch careers. There are so many courses that I do not know where to start.",
    topics: ["Programming", "Education", "Technology"],
    answers: [
      "<p>Pick <strong>one</strong> language (Python is a kind first choice) and one small project you care about, such as a script that renames your photos. Projects teach you what tutorials skip: how to get unstuck.</p><p>Spend 80% of your time writing code and 20% reading about it.</p>",
      "<p>Do a structured free course for the basics, then build three small things end to end. Put them on a public profile; employers look at what you shipped more than what you watched.</p>",
      "<p>Find a study buddy or community. Explaining a bug to someone else is the fastest way to understand it.</p>",
    ],
  },
  {
    title: "Why is the sky blue?",
    content: "I know it has something to do with scattering, but why blue and not violet?",
    topics: ["Science", "Physics"],
    answers: [
      "<p>Air molecules scatter short wavelengths much more strongly than long ones (Rayleigh scattering goes as 1/λ⁴). Violet scatters even more than blue, but sunlight contains less violet, some is absorbed high in the atmosphere, and our eyes are less sensitive to it. The mix we perceive is sky blue.</p>",
      "<p>A nice check: at sunset light crosses much more air, the blue is scattered away before it reaches you, and what is left is red and orange.</p>",
    ],
  },
  {
    title: "How do I start investing with only $100 a month?",
    content: "I have an emergency fund now. Is $100 a month even worth investing?",
    topics: ["Personal Finance"],
    answers: [
      "<p>Yes. $100 a month at a 7% average return is about $52,000 after 20 years. Use a low-cost broad index fund, automate the transfer, and do not check it every day.</p>",
      "<p>First make sure any high-interest debt is gone; paying off a 20% card is a guaranteed 20% return.</p>",
    ],
  },
  {
    title: "What happens inside a black hole?",
    content: "",
    topics: ["Physics", "Science"],
    answers: [
      "<p>Honest answer: we do not know. General relativity predicts a singularity, but that prediction is where the theory stops being trustworthy. We need a theory of quantum gravity to say what really happens.</p>",
      "<p>What we <em>can</em> say: outside the event horizon everything matches observations very well, from orbiting stars to the images of M87* and Sagittarius A*.</p>",
    ],
  },
  {
    title: "How much sleep do adults really need?",
    content: "Some people claim they are fine on five hours. Is that true?",
    topics: ["Health", "Psychology"],
    answers: [
      "<p>Most adults need 7 to 9 hours. A very small number of people carry gene variants that let them thrive on less, but most who say they are fine on five hours are measurably impaired and do not notice.</p>",
      "<p>Consistency matters almost as much as duration: the same wake-up time every day stabilises your body clock.</p>",
    ],
  },
  {
    title: "How do you validate a startup idea before building anything?",
    content: "I want to avoid spending a year building something nobody wants.",
    topics: ["Business", "Technology"],
    answers: [
      "<p>Talk to twenty potential customers about their problem, not your idea. If they already spend money or time working around it, you are onto something.</p><p>Then try to pre-sell. A deposit is worth a hundred compliments.</p>",
      "<p>Build a landing page that explains the product and measure how many people leave an email. Cheap, fast, and honest.</p>",
    ],
  },
  {
    title: "What caused the fall of the Roman Empire?",
    content: "Was it one thing or many things at once?",
    topics: ["History"],
    answers: [
      "<p>Many things, over centuries: political instability, economic strain, overextended borders, pressure from migrating peoples, and the split between East and West. The Eastern half lasted until 1453.</p>",
      "<p>Historians now prefer to talk about a <em>transformation</em> rather than a sudden fall: Roman law, language and institutions carried on in new kingdoms.</p>",
    ],
  },
  {
    title: "Which countries are best for a first solo trip?",
    content: "Safety and ease of getting around matter most to me.",
    topics: ["Travel"],
    answers: [
      "<p>Japan, Portugal and New Zealand are hard to beat: safe, excellent public transport, and plenty of other solo travellers.</p>",
      "<p>Consider Vietnam if you are on a budget: the backpacker route from Hanoi to Ho Chi Minh City is easy to follow and friendly.</p>",
    ],
  },
  {
    title: "What book changed the way you think?",
    content: "Looking for something that gave you a new way to see the world.",
    topics: ["Books", "Psychology"],
    answers: [
      "<p><em>Thinking, Fast and Slow</em> by Daniel Kahneman. After it you notice your own shortcuts everywhere.</p>",
      "<p><em>Sapiens</em> for the big picture, then <em>The Structure of Scientific Revolutions</em> to see how knowledge itself changes.</p>",
      "<p><em>Man's Search for Meaning</em>. Short, and it stays with you.</p>",
    ],
  },
  {
    title: "How do I get a crispy crust on homemade bread?",
    content: "My loaves taste fine but the crust is always soft.",
    topics: ["Cooking"],
    answers: [
      "<p>Steam in the first 15 minutes, then dry heat. The easiest way at home is a preheated Dutch oven: lid on for 20 minutes, lid off for 20 to 25 more.</p>",
      "<p>Bake longer than you think, until the crust is deep brown, and let it cool on a rack so the steam escapes instead of softening the crust.</p>",
    ],
  },
  {
    title: "Why do we procrastinate even when we know it hurts us?",
    content: "",
    topics: ["Psychology"],
    answers: [
      "<p>Procrastination is mostly about managing emotions, not time. We avoid the task because it makes us feel anxious, bored or inadequate, and avoiding it gives instant relief.</p>",
      "<p>Shrink the first step until it is almost silly: open the document and write one sentence. Starting is the hard part.</p>",
    ],
  },
  {
    title: "What makes a good user interface?",
    content: "What principles do experienced designers actually use day to day?",
    topics: ["Design", "Technology"],
    answers: [
      "<p>Clarity first: people should know where they are, what they can do, and what just happened. Consistency, feedback and forgiving errors follow from that.</p>",
      "<p>Watch five real people use it. You will learn more in an hour than in a week of debate.</p>",
    ],
  },
  {
    title: "Is TypeScript worth it for small projects?",
    content: "For a weekend project, does the type system slow you down?",
    topics: ["Programming", "Technology"],
    answers: [
      "<p>Yes, mostly. Editor completion and catching typos alone pay for it, and modern tooling runs TypeScript with no build set-up.</p>",
      "<p>For a 50-line script, plain JavaScript is fine. The moment a project lives longer than a week, types save you.</p>",
    ],
  },
  {
    title: "How do vaccines train the immune system?",
    content: "",
    topics: ["Health", "Science"],
    answers: [
      "<p>A vaccine shows your immune system a harmless piece or version of a pathogen. B cells learn to make antibodies against it and memory cells remain, so a real infection later is met quickly and strongly.</p>",
    ],
  },
  {
    title: "What is the most effective way to study for exams?",
    content: "Rereading my notes does not seem to work.",
    topics: ["Education", "Psychology"],
    answers: [
      "<p>Retrieval practice and spacing. Test yourself (flashcards, past papers, explaining aloud) instead of rereading, and spread sessions over days. Both are among the best-supported findings in learning research.</p>",
      "<p>Interleave topics within a session. It feels harder, which is exactly why it works.</p>",
    ],
  },
  {
    title: "Should I pay off my student loans early or invest?",
    content: "My loan rate is 4.5%.",
    topics: ["Personal Finance"],
    answers: [
      "<p>At 4.5%, it is close. Capture any employer retirement match first, then split: the guaranteed return of paying debt against the higher but uncertain return of investing.</p>",
    ],
  },
  {
    title: "How did ancient sailors navigate without GPS?",
    content: "",
    topics: ["History", "Travel", "Science"],
    answers: [
      "<p>Stars, sun, coastlines, currents, winds and birds. Polynesian navigators held star paths for hundreds of islands in memory; Mediterranean sailors hugged coasts and used landmarks.</p>",
      "<p>Later, the magnetic compass, the astrolabe and the sextant for latitude, and from the 18th century the marine chronometer for longitude.</p>",
    ],
  },
  {
    title: "What is the difference between a process and a thread?",
    content: "Asked in an interview and I fumbled it.",
    topics: ["Programming"],
    answers: [
      "<p>A process has its own address space; threads are units of execution that share their process's memory. Threads are cheaper to create and communicate through shared memory, which is also why they need locks.</p>",
      "<p>Good follow-up to mention: a crash in one process does not take down another, while a thread crashing usually takes its whole process down.</p>",
    ],
  },
  {
    title: "How do you price a product for the first time?",
    content: "",
    topics: ["Business"],
    answers: [
      "<p>Start from the value to the customer, not your costs. Then test two price points with real buyers; most founders price too low.</p>",
    ],
  },
  {
    title: "What are the best science fiction novels for adults new to the genre?",
    content: "",
    topics: ["Books"],
    answers: [
      "<p><em>The Left Hand of Darkness</em>, <em>Project Hail Mary</em> and <em>Station Eleven</em> are three very different doors into the genre.</p>",
      "<p><em>Exhalation</em> by Ted Chiang: short stories, each one a complete idea.</p>",
    ],
  },
  {
    title: "Why does onion make you cry and how do you stop it?",
    content: "",
    topics: ["Cooking", "Science"],
    answers: [
      "<p>Cutting onion cells releases enzymes that make a volatile sulfur compound; it reaches your eyes and irritates them. A very sharp knife crushes fewer cells, and chilling the onion slows the reaction.</p>",
    ],
  },
  {
    title: "How do I become a better public speaker?",
    content: "I freeze up in meetings.",
    topics: ["Psychology", "Business", "Education"],
    answers: [
      "<p>Practise out loud, not in your head, and record yourself once. Prepare your first two sentences word for word; once you are moving, the nerves drop.</p>",
      "<p>Volunteer for small, low-stakes chances to speak. Confidence follows repetitions.</p>",
    ],
  },
  {
    title: "What is quantum entanglement in simple terms?",
    content: "",
    topics: ["Physics"],
    answers: [
      "<p>Two particles can share one quantum state, so measuring one tells you about the other however far apart they are. It cannot carry a message faster than light, because each single result on its own looks random.</p>",
    ],
  },
  {
    title: "Which design tools are worth learning in 2026?",
    content: "",
    topics: ["Design"],
    answers: [
      "<p>A collaborative interface design tool, basic prototyping, and enough HTML and CSS to understand what engineers build from your work. Tools change; fundamentals travel.</p>",
    ],
  },
  {
    title: "How can I make my website load faster?",
    content: "It takes four seconds on a phone.",
    topics: ["Technology", "Programming", "Design"],
    answers: [
      "<p>Measure first with a lab tool, then fix the biggest items: send less JavaScript, compress and size images, cache static assets, and render important content in the first HTML.</p>",
      "<p>Check your fonts and third-party scripts. They are often the slowest part of a page and the easiest to remove.</p>",
    ],
  },
  {
    title: "What is the healthiest breakfast?",
    content: "",
    topics: ["Health", "Cooking"],
    answers: [
      "<p>One with protein and fibre: eggs with vegetables, Greek yoghurt with fruit and nuts, or oats. It keeps you full and avoids a sugar crash.</p>",
    ],
  },
  {
    title: "Why did the printing press matter so much?",
    content: "",
    topics: ["History", "Books", "Technology"],
    answers: [
      "<p>It made copies cheap and identical. Ideas spread faster than authorities could control them, which fed the Reformation, the scientific revolution and mass literacy.</p>",
    ],
  },
  {
    title: "How do I deal with jet lag?",
    content: "Flying from New York to Tokyo next month.",
    topics: ["Travel", "Health"],
    answers: [
      "<p>Shift your sleep an hour a day for a few days before you fly, get bright morning light at your destination, and avoid long naps on arrival.</p>",
    ],
  },
  {
    title: "What should every teacher know about how students learn?",
    content: "",
    topics: ["Education"],
    answers: [
      "<p>Working memory is small. Break new material into steps, show worked examples, and check understanding often instead of at the end.</p>",
    ],
  },
  {
    title: "Is it better to rent or buy a home?",
    content: "",
    topics: ["Personal Finance"],
    answers: [
      "<p>It depends on how long you will stay and the price-to-rent ratio where you live. Buying usually wins after five to seven years; renting wins if you may move or prices are very high relative to rents.</p>",
      "<p>Count all the costs of owning: maintenance, taxes, insurance and transaction fees, not just the mortgage.</p>",
    ],
  },
  {
    title: "How do I write clean, readable code?",
    content: "",
    topics: ["Programming"],
    answers: [
      "<p>Name things for what they mean, keep functions small enough to fit in your head, and delete code you do not need. Read your own diff as if someone else wrote it.</p>",
    ],
  },
  {
    title: "What is dark matter and how do we know it exists?",
    content: "",
    topics: ["Physics", "Science"],
    answers: [
      "<p>Galaxies spin too fast for their visible mass, galaxy clusters bend light more than their visible matter can, and the cosmic microwave background needs extra unseen mass. Something that does not emit light but has gravity fits all three.</p>",
    ],
  },
];
