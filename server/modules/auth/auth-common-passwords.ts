// The most used passwords of at least 8 characters from public breach corpora (shorter ones fail the
// length rule anyway). Attackers try these first, so ASVS V6.2 asks to refuse them.
const COMMON = `password 12345678 123456789 1234567890 12345678910 11111111 111111111 1111111111 00000000 000000000
88888888 87654321 99999999 12341234 11223344 12344321 123123123 123321123 147258369 987654321 123456654321
741852963 159753456 159357456 1234554321 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1
zaq1xsw2 qwertyuiop qwerty123 qwerty12 qwerty1234 qwertyui qwertyu1 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qazwsxedc
qweasdzxc qwe123qwe 1234qwer qwer1234 asdfghjkl asdfghjk asdfasdf asdf1234 zxcvbnm1 zxcvbnm123 zxcvbnmm
abc12345 abcd1234 abcdefgh abcdefg1 a1b2c3d4 a1234567 aa123456 aa112233 asd12345 1234abcd 12qwaszx 123qweasd
password1 password12 password123 password1234 password! passw0rd p@ssw0rd p@ssword pa55word pa55w0rd passpass
iloveyou iloveyou1 iloveyou2 iloveu123 princess princess1 sunshine sunshine1 football football1 football123
baseball baseball1 basketball superman superman1 batman123 welcome1 welcome123 welcome2 trustno1 starwars
whatever michelle jennifer jessica1 computer internet corvette mercedes mustang1 maverick midnight mitchell
thunder1 danielle elizabeth samantha jonathan christopher alexander victoria benjamin nicholas butterfly
chocolate liverpool chelsea1 arsenal1 manchester letmein1 letmein123 changeme changeme1 default1
administrator admin123 admin1234 adminadmin root1234 secret123 test1234 testtest test12345 master12
mastermind monkey12 monkey123 dragon12 dragon123 shadow12 shadow123 jordan23 michael1 charlie1 freedom1
hello123 hellohello lovelove loveme12 blink182 pokemon1 naruto12 spiderman starwars1 pakistan
12345qwert qwert12345 aaaaaaaa 1a2b3c4d ncc1701d 7777777a 123abc123 abc123abc abcabc123 baseball123
cocacola iloveyou12 fuckyou1 fuckoff1 bigdaddy chicken1 cookie12 snoopy12 scooter1 yankees1 rangers1
tigger12 jasmine1 ashley12 password2 password3 1password 12password secret12 summer2024 summer2025
winter2024 winter2025 spring2025 autumn2025 qwerty2025 welcome2025 password2024 password2025 letmein!
trustme1 google123 facebook1 microsoft apple123 samsung1 nintendo computer1 whatever1 superstar
sunflower rainbow1 diamond1 jordan123 buster12 harley12 hunter12 ranger12 soccer12 hockey12 killer12
georgia1 matrix12 thomas12 robert12 william1 daniel12 andrew12 joshua12 anthony1 madison1 charlotte
123456abc abc123456 qwertyuiop1 1qaz2wsx3edc zxcvbnm12 tractor1 tractor123 caterpillar deere123 johndeere`;

// Bases that stay guessable with digits or symbols tacked on ("Password2024!", "Qwerty123").
const BASES = `password passw0rd p@ssw0rd qwerty qwertyuiop asdfghjkl iloveyou letmein welcome admin administrator
monkey dragon football baseball sunshine princess master shadow superman batman login changeme trustno
ironyard tractor abc123 abcdef secret`;

const split = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export const COMMON_PASSWORDS: ReadonlySet<string> = split(COMMON);
export const COMMON_PASSWORD_BASES: ReadonlySet<string> = split(BASES);
